import { getCustomMDXComponent as getBaseMDXComponent } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

type BaseComponents = ReturnType<typeof getBaseMDXComponent>;

/** True for the values React and MDX give an `aria-hidden` that hides. */
const hides = (value: ComponentProps<'a'>['aria-hidden']) => value === true || value === 'true';

/**
 * Links of the page content. The "#" anchor Rspress puts in every heading is
 * aria-hidden yet focusable, so a screen reader reached an element it is told
 * does not exist: an aria-hidden link now leaves the Tab order too (the
 * outline still links every section).
 */
const BaseA = getBaseMDXComponent().a;

function A(props: ComponentProps<'a'>) {
  return hides(props['aria-hidden']) ? <BaseA tabIndex={-1} {...props} /> : <BaseA {...props} />;
}

/** Rspress's MDX components with the accessibility fixes above. */
export function getCustomMDXComponent(): BaseComponents {
  return { ...getBaseMDXComponent(), a: A };
}
