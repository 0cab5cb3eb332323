import styles from './SectionHeader.module.css';

/** Title and description at the top of a landing page section. */
export function SectionHeader({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <header className={styles.header}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.description}>{description}</p>
    </header>
  );
}
