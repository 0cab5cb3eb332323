import { getCustomMDXComponent as getBaseMDXComponent, Link } from '@rspress/core/theme-original';
import type { ComponentProps, ElementType } from 'react';

type BaseComponents = ReturnType<typeof getBaseMDXComponent>;

/** Rspress's components, where some are plain HTML element names (see `plainElements`). */
type MDXComponents = Omit<BaseComponents, PlainElement> & Record<PlainElement, ElementType>;

/** True for the values React and MDX give an `aria-hidden` that hides. */
const hides = (value: ComponentProps<'a'>['aria-hidden']) => value === true || value === 'true';

/**
 * Links of the page content, rendered by Rspress's `Link` (what its own `a`
 * component does, one component less per link). The "#" anchor Rspress puts
 * in every heading is aria-hidden yet focusable, so a screen reader reached
 * an element it is told does not exist: an aria-hidden link now leaves the
 * Tab order too (the outline still links every section).
 */
function A(props: ComponentProps<'a'>) {
  return hides(props['aria-hidden']) ? <Link tabIndex={-1} {...props} /> : <Link {...props} />;
}

/**
 * Elements whose Rspress component only passes its props on to the same HTML
 * element (`(props) => <td {...props} />`, in @rspress/core 2.0.22). MDX takes
 * a tag name as a component, so these render the same HTML without a React
 * component around each one: a long page has hundreds of them (a third of the
 * components hydration ran on /zh/plugins/list/plugin-react, 284 of 699), and
 * every one was a function call and a fiber when the page hydrated.
 */
const plainElements = ['p', 'strong', 'blockquote', 'ul', 'ol', 'li', 'tr', 'td', 'th', 'hr', 'code'] as const;
type PlainElement = (typeof plainElements)[number];

/** Rspress's MDX components with the accessibility fix above and plain elements where its component adds nothing. */
export function getCustomMDXComponent(): MDXComponents {
  const plain = Object.fromEntries(plainElements.map((tag) => [tag, tag])) as Record<PlainElement, PlainElement>;
  return { ...getBaseMDXComponent(), ...plain, a: A };
}
