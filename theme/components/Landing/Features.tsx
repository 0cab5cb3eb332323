import { Link } from '@rspress/core/theme-original';
import type { Lang } from '../../../site/i18n';
import { type FeatureCard, featureCards, featureHref, landingT } from '../../../site/landing';
import { featureSpanClass } from './featureSpan';
import styles from './Features.module.css';

function CardBody({ card, lang }: { card: FeatureCard; lang: Lang }) {
  return (
    <>
      <span className={styles.iconTile} aria-hidden="true">
        <img className={styles.icon} src={card.icon} alt="" width={28} height={28} loading="lazy" />
      </span>
      <h3 className={styles.title}>{landingT(card.title, lang)}</h3>
      <p className={styles.details}>{landingT(card.details, lang)}</p>
    </>
  );
}

/** Six feature cards in a 12-column grid; a card with a link navigates on click. */
export function Features({ lang, cards = featureCards }: { lang: Lang; cards?: readonly FeatureCard[] }) {
  return (
    <section className={styles.section} aria-labelledby="landing-features-title">
      {/* The cards' h3 titles need a section heading above them; it is for assistive technology only. */}
      <h2 id="landing-features-title" className={styles.visuallyHidden}>
        {landingT('features', lang)}
      </h2>
      <ul className={styles.grid}>
        {cards.map((card) => {
          const href = featureHref(card, lang);
          const className = `${styles.card} ${styles[featureSpanClass(card.span)]}`;
          return (
            <li key={card.title} className={className}>
              {href ? (
                <Link className={`${styles.inner} ${styles.linked}`} href={href}>
                  <CardBody card={card} lang={lang} />
                </Link>
              ) : (
                <div className={styles.inner}>
                  <CardBody card={card} lang={lang} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
