import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import posts from 'virtual-release-posts';
import { formatReleaseDate } from '../../../site/releases';
import styles from './ReleaseList.module.css';

/** The release posts of the page's language, newest first (data: plugins/release-posts.ts). */
export function ReleaseList() {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  return (
    <ul className={styles.list} data-release-list="">
      {posts[lang].map((post) => (
        <li key={post.link} className={styles.item}>
          <Link href={post.link} className={styles.title}>
            {post.title}
          </Link>
          <time dateTime={post.date} className={styles.date}>
            {formatReleaseDate(post.date, lang)}
          </time>
          {post.description && <p className={styles.description}>{post.description}</p>}
        </li>
      ))}
    </ul>
  );
}

export default ReleaseList;
