import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Highlighted code blocks as HTML strings in the page modules.
 *
 * Shiki turns every token of a code block into a `<span style>` element, and
 * MDX compiles each of those into a `jsx()` call in the page's JavaScript: the
 * code blocks made up most of a long page's route chunk (10.3 KB of the 17.5 KB
 * gzip /zh/plugins/dev/hooks loads), and every token was a React element that
 * hydration walked. This rehype plugin, which runs after Shiki, replaces the
 * children of each highlighted block's `<code>` with the same markup as one
 * `dangerouslySetInnerHTML` string. The HTML Rspress renders is unchanged
 * (Rspress's `code` component spreads its props onto `<code>`), and React
 * hydrates the block as one element that keeps the server's DOM. The copy
 * button reads the DOM, so it copies the same text.
 *
 * Only `<pre class="shiki">` blocks whose `<code>` holds plain elements and text
 * (and has no attribute but a class) are rewritten: a block with anything else
 * inside (an MDX expression or component) is left as it was.
 */
export function rehypeRawCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (!isShikiPre(node)) return;
      const code = node.children[0] as Element;
      if (!code.children.every(isPlainHast) || Object.keys(code.properties).some((name) => name !== 'className' && name !== 'class')) return;
      node.children = [codeAsHtml(code)];
      return SKIP;
    });
  };
}

/** Shiki writes `class`; hast from Markdown has `className`. */
const classOf = (node: Element) => node.properties.className ?? node.properties.class;

function isShikiPre(node: Element): boolean {
  const className = classOf(node);
  const classes = Array.isArray(className) ? className : String(className ?? '').split(' ');
  const first = node.children[0];
  return node.tagName === 'pre' && classes.includes('shiki') && node.children.length === 1 && first?.type === 'element' && first.tagName === 'code';
}

/** Elements, text and comments only: what `toHtml` writes exactly as the renderer would. */
function isPlainHast(node: ElementContent): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  if (node.type !== 'element') return false;
  return node.children.every(isPlainHast);
}

/** `<code>` as an MDX JSX element whose children are one HTML string. */
function codeAsHtml(code: Element): MdxJsxFlowElementHast {
  const html = toHtml(code.children);
  const className = classOf(code);
  const attributes: MdxJsxAttribute[] = [];
  if (Array.isArray(className) ? className.length > 0 : className) {
    attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: Array.isArray(className) ? className.join(' ') : String(className) });
  }
  attributes.push({
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'ObjectExpression',
                properties: [
                  {
                    type: 'Property',
                    kind: 'init',
                    method: false,
                    shorthand: false,
                    computed: false,
                    key: { type: 'Identifier', name: '__html' },
                    value: { type: 'Literal', value: html },
                  },
                ],
              },
            },
          ],
        },
      },
    },
  });
  return { type: 'mdxJsxFlowElement', name: 'code', attributes, children: [] };
}
