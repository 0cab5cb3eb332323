import { useI18n } from '@rspress/core/runtime';
import { type KeyboardEvent, useId, useRef } from 'react';
import type { uiText } from '../../../site/i18n';
import { getCustomMDXComponent } from '../A11y/mdxComponents';
import { type PackageManager, packageManagerCommands, packageManagers } from './commands';
import { useRememberedTab } from './rememberedTab';
import './PackageManagerTabs.css';

export interface PackageManagerTabsProps {
  /** The command after the package manager's name, e.g. "add @rsbuild/plugin-react -D". */
  command: string;
}

const Pre = getCustomMDXComponent().pre;

/**
 * npm, yarn, pnpm and bun tabs for one command (a WAI-ARIA tab list: the arrow
 * keys, Home and End move between tabs). The chosen package manager is
 * remembered in local storage and every group on the page follows it.
 *
 * Only the chosen command is rendered: Rspress's tabs rendered the four code
 * blocks and four SVG logos of each group, about 130 elements that every page
 * load hydrated per group (quick-start has eight groups).
 */
export default function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  const t = useI18n<typeof uiText>();
  const [selected, select] = useRememberedTab(packageManagers.length);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const commands = packageManagerCommands(command);
  const manager: PackageManager = packageManagers[selected] ?? 'npm';
  const [name, ...args] = commands[manager].split(' ');

  const onKeyDown = (event: KeyboardEvent) => {
    const last = packageManagers.length - 1;
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="pm-tabs">
      <div className="pm-tabs__list" role="tablist" aria-label={t('packageManagerLabel')} onKeyDown={onKeyDown}>
        {packageManagers.map((pm, index) => (
          <button
            key={pm}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${pm}`}
            className="pm-tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
          >
            {pm}
          </button>
        ))}
      </div>
      <div className="pm-tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${manager}`}>
        <Pre lang="bash" className="shiki css-variables" style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}>
          <code>
            <span className="line">
              <span style={{ color: 'var(--shiki-token-function)' }}>{name}</span>
              <span style={{ color: 'var(--shiki-token-string)' }}>{` ${args.join(' ')}`}</span>
            </span>
          </code>
        </Pre>
      </div>
    </div>
  );
}
