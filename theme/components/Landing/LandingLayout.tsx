import { useLang } from '@rspress/core/runtime';
import { HomeBackground, HomeFooter, type HomeLayoutProps } from '@rspress/core/theme-original';
import type { Lang } from '../../../site/i18n';
import { hero, landingT } from '../../../site/landing';
import { Benchmark } from './Benchmark';
import { Features } from './Features';
import { Hero } from './Hero';
import { ToolStack } from './ToolStack';
import styles from './LandingLayout.module.css';

/**
 * The home page (`pageType: home`), in place of Rspress's HomeLayout.
 * HomeBackground keeps Rspress's transparent-nav-at-the-top behaviour.
 */
export function LandingLayout({ beforeHero, afterHero, beforeFeatures, afterFeatures }: HomeLayoutProps) {
  const lang: Lang = useLang() === 'zh' ? 'zh' : 'en';
  return (
    <>
      <HomeBackground className={styles.background} />
      <main className={styles.landing}>
        {beforeHero}
        <Hero
          title={hero.title}
          subTitle={landingT('subtitle', lang)}
          description={landingT('slogan', lang)}
          showStars
          getStartedLink={hero.quickStart(lang)}
          getStartedButtonText={landingT('getStarted', lang)}
          learnMoreButtonText={landingT('learnMore', lang)}
          githubURL={hero.githubURL}
          newTabText={landingT('opensInNewTab', lang)}
        />
        {afterHero}
        {beforeFeatures}
        <Features lang={lang} />
        {afterFeatures}
        <Benchmark lang={lang} />
        <ToolStack lang={lang} />
      </main>
      <HomeFooter />
    </>
  );
}
