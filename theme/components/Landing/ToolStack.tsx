import type { Lang } from '../../../site/i18n';
import { landingT } from '../../../site/landing';
import { toolShowcase } from '../../../site/tools';
import { toolEntryText } from '../ToolStackMenu/menuLang';
import { LineIcon } from '../Icon/LineIcon';
import { SectionHeader } from './SectionHeader';
import styles from './ToolStack.module.css';

/** Landing page section: five sibling tools, each opening its site in a new tab. */
export function ToolStack({ lang }: { lang: Lang }) {
  return (
    <section className={styles.section} aria-labelledby="landing-tool-stack-title">
      <SectionHeader
        id="landing-tool-stack-title"
        title={landingT('toolStackTitle', lang)}
        description={landingT('toolStackDesc', lang)}
      />
      <ul className={styles.grid}>
        {toolShowcase.map(({ tool, summary }) => (
          <li key={tool.name} className={styles.item}>
            <a className={styles.card} href={toolEntryText(tool, lang).url} target="_blank" rel="noopener noreferrer">
              <img
                className={styles.logo}
                src={tool.logo}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
              />
              <span className={styles.name}>
                {tool.name}
                <LineIcon name="external" className={styles.external} />
              </span>
              <span className={styles.summary}>{summary[lang]}</span>
              <span className={styles.srOnly}> {landingT('opensInNewTab', lang)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
