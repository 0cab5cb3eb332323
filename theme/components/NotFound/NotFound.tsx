import { Link } from '@rspress/core/theme-original';
import { useI18n, useLang } from '@rspress/core/runtime';
import styles from './NotFound.module.css';

/** 404 page: the link's accessible name is its visible text. */
export function NotFound() {
  const t = useI18n();
  const lang = useLang();
  const home = lang === 'zh' ? '/zh/' : '/';
  return (
    <main className={styles.root}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('notFoundText')}</h1>
      <Link className={styles.home} href={home}>
        {t('takeMeHomeText')}
      </Link>
    </main>
  );
}
