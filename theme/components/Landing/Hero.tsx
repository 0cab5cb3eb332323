import { Link } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import { LineIcon } from '../Icon/LineIcon';
import { HeroLogo } from './HeroLogo';
import { heroStars, starDrift } from './stars';
import { usePrefersReducedMotion } from './hooks';
import styles from './Hero.module.css';

export interface HeroProps {
  /** Called when the primary button is pressed (after navigation starts, when it has a link). */
  onClickGetStarted?: () => void;
  /** Called when the secondary button is pressed; unused when it is the GitHub link. */
  onClickLearnMore?: () => void;
  /** Decorative stars drifting toward the pointer. */
  showStars?: boolean;
  /** Oval glow behind the logo. */
  showOvalBg?: boolean;
  /** The Rsbuild mark above the title. */
  showLogo?: boolean;
  title?: string;
  subTitle?: string;
  description?: string;
  getStartedButtonText?: string;
  learnMoreButtonText?: string;
  /** With a repository URL the secondary button is an external "GitHub" link in a new tab. */
  githubURL?: string;
  /** Where the primary button goes (a route of this site). */
  getStartedLink?: string;
  /** Accessible hint appended to links that open a new tab. */
  newTabText?: string;
}

/** Decorative stars; each drifts a few px toward a pointer within 100 px. */
function Stars() {
  const layer = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const element = layer.current;
    const hero = element?.parentElement;
    if (!element || !hero || reduced) return;
    const stars = Array.from(element.children) as HTMLElement[];
    let frame = 0;
    let pointer: { x: number; y: number } | null = null;

    const apply = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      stars.forEach((node, index) => {
        const star = heroStars[index];
        const centre = { x: (star.x / 100) * box.width, y: (star.y / 100) * box.height };
        const local = pointer && { x: pointer.x - box.left, y: pointer.y - box.top };
        const { dx, dy } = starDrift(centre, local);
        node.style.transform = dx || dy ? `translate(${dx.toFixed(2)}px, ${dy.toFixed(2)}px)` : '';
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    const onMove = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      schedule();
    };
    const onLeave = () => {
      pointer = null;
      schedule();
    };
    hero.addEventListener('pointermove', onMove);
    hero.addEventListener('pointerleave', onLeave);
    return () => {
      hero.removeEventListener('pointermove', onMove);
      hero.removeEventListener('pointerleave', onLeave);
      if (frame) cancelAnimationFrame(frame);
      for (const node of stars) node.style.transform = '';
    };
  }, [reduced]);

  return (
    <div ref={layer} className={styles.stars} aria-hidden="true" data-testid="hero-stars">
      {heroStars.map((star, index) => (
        <span
          // The list never changes, so the index is a stable key.
          key={index}
          className={styles.star}
          style={{
            left: `${star.x}%`,
            top: `${star.y}%`,
            width: `${star.size}px`,
            height: `${star.size}px`,
            animationDelay: `${(index % 7) * 0.6}s`,
          }}
        />
      ))}
    </div>
  );
}

/** Landing hero: logo, title, subtitle, description and two actions. */
export function Hero({
  onClickGetStarted,
  onClickLearnMore,
  showStars = false,
  showOvalBg = true,
  showLogo = true,
  title = 'Rspack',
  subTitle = 'Fast Rust-based web bundler',
  description = 'Seamlessly replace webpack with compatible API',
  getStartedButtonText = 'Get Started',
  learnMoreButtonText = 'Learn More',
  githubURL,
  getStartedLink,
  newTabText = '(opens in a new tab)',
}: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="landing-hero-title">
      {showStars && <Stars />}
      <div className={styles.inner}>
        {showLogo && (
          <div className={styles.logoWrap}>
            {showOvalBg && <div className={styles.oval} aria-hidden="true" data-testid="hero-oval" />}
            <HeroLogo className={styles.logo} />
          </div>
        )}
        <h1 id="landing-hero-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subTitle}>{subTitle}</p>
        <p className={styles.description}>{description}</p>
        <div className={styles.actions}>
          {getStartedLink ? (
            <Link className={`${styles.button} ${styles.primary}`} href={getStartedLink} onClick={onClickGetStarted}>
              {getStartedButtonText}
              <LineIcon name="arrow-right" className={styles.arrow} />
            </Link>
          ) : (
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onClickGetStarted}>
              {getStartedButtonText}
              <LineIcon name="arrow-right" className={styles.arrow} />
            </button>
          )}
          {githubURL ? (
            <a
              className={`${styles.button} ${styles.secondary}`}
              href={githubURL}
              target="_blank"
              rel="noopener noreferrer"
            >
              GitHub
              <LineIcon name="external" className={styles.external} />
              <span className={styles.srOnly}> {newTabText}</span>
            </a>
          ) : (
            <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onClickLearnMore}>
              {learnMoreButtonText}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
