/**
 * A page's MDX source as plain Markdown, for its Markdown twin
 * (`/guide/start/quick-start.md`) and llms-full.txt: the site's components are
 * rendered to Markdown (package-manager tabs as one command per package
 * manager, the release list as a list, the source link as a link), imported
 * fragments are inlined, and imports, exports and comments (the executed
 * examples' checks) are dropped. No JSX is left; an unknown component is an
 * error naming the page.
 */
import type { Code, Image, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { packageManagerCommands, packageManagers } from '../../theme/components/PackageManagerTabs/commands';
import type { ReleasePost } from '../../site/releases';
import { formatReleaseDate } from '../../site/releases';
import type { Lang } from '../../site/i18n';
import { text as uiText } from '../../site/i18n';

export interface ConvertContext {
  lang: Lang;
  /** Repository-relative path of the page, for error messages and fragment paths (docs/en/x/y.mdx). */
  file: string;
  /** Source of another MDX file by its repository-relative path. */
  readFile(file: string): string;
  /** Release posts of the page's language, newest first. */
  releasePosts: ReleasePost[];
}

export interface Frontmatter {
  [key: string]: string;
}

/** Splits `---` frontmatter (simple `key: value` lines) from the body. */
export function splitFrontmatter(source: string): { frontmatter: Frontmatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { frontmatter: {}, body: source };
  const frontmatter: Frontmatter = {};
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^([\w-]+):\s*(.*?)\s*$/.exec(line);
    if (field) frontmatter[field[1]] = field[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return { frontmatter, body: source.slice(match[0].length) };
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
const printer = unified().use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_' }).use(remarkGfm);

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  // {'text'} or {"text"}
  const expression = found.value?.value.trim();
  const literal = expression && /^(['"`])([\s\S]*)\1$/.exec(expression);
  return literal ? literal[2] : undefined;
}

const textNode = (value: string): Text => ({ type: 'text', value });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const listItem = (children: PhrasingContent[]): ListItem => ({ type: 'listItem', spread: false, children: [paragraph(children)] });

/** Parses MDX into mdast, with the frontmatter removed. */
function parse(body: string): Root {
  return parser.parse(body) as Root;
}

/** Default imports of .mdx fragments: component name → repository-relative path. */
function fragmentImports(tree: Root, file: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/g)) {
      const dir = file.split('/').slice(0, -1);
      const parts = [...dir];
      for (const segment of match[2].split('/')) {
        if (segment === '..') parts.pop();
        else if (segment !== '.') parts.push(segment);
      }
      imports.set(match[1], parts.join('/'));
    }
  }
  return imports;
}

class ConvertError extends Error {}

/** Rewrites the children of a parent, expanding or dropping MDX nodes. */
function transformChildren(children: RootContent[], context: ConvertContext, fragments: Map<string, string>, depth: number): RootContent[] {
  const out: RootContent[] = [];
  for (const node of children) {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // Imports, exports and {/* comments */} are not content.
        continue;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        out.push(...renderElement(node, context, fragments, depth));
        continue;
      default:
        if ('children' in node && Array.isArray(node.children)) {
          (node as { children: RootContent[] }).children = transformChildren(node.children as RootContent[], context, fragments, depth);
        }
        out.push(node);
    }
  }
  return out;
}

function renderElement(element: JsxElement, context: ConvertContext, fragments: Map<string, string>, depth: number): RootContent[] {
  const name = element.name ?? '';
  const inline = element.type === 'mdxJsxTextElement';
  if (name === 'PackageManagerTabs') {
    const command = attribute(element, 'command');
    if (!command) throw new ConvertError(`${context.file}: <PackageManagerTabs> without a command attribute`);
    const commands = packageManagerCommands(command);
    const code: Code = { type: 'code', lang: 'bash', value: packageManagers.map((manager) => commands[manager]).join('\n') };
    return [code];
  }
  if (name === 'ReleaseList') {
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: context.releasePosts.map((post) => {
        const link: Link = { type: 'link', url: post.link, children: [textNode(post.title)] };
        const tail = `, ${formatReleaseDate(post.date, context.lang)}${post.description ? `: ${post.description}` : ''}`;
        return listItem([link, textNode(tail)]);
      }),
    };
    return [list];
  }
  if (name === 'SourceCode') {
    const href = attribute(element, 'href');
    if (!href) throw new ConvertError(`${context.file}: <SourceCode> without an href`);
    const link: Link = { type: 'link', url: href, children: [textNode(uiText('sourceCodeText', context.lang))] };
    return inline ? [link] : [paragraph([link])];
  }
  if (name === 'img') {
    const image: Image = { type: 'image', url: attribute(element, 'src') ?? '', alt: attribute(element, 'alt') ?? '' };
    return inline ? [image] : [paragraph([image])];
  }
  const fragment = fragments.get(name);
  if (fragment) {
    if (depth > 5) throw new ConvertError(`${context.file}: fragments nested too deeply at <${name}>`);
    return convertTree(context.readFile(fragment), { ...context, file: fragment }, depth + 1).children;
  }
  if (/^[a-z]/.test(name)) {
    // Plain HTML elements (<kbd>, <br />…): keep their content.
    return transformChildren(element.children as RootContent[], context, fragments, depth);
  }
  throw new ConvertError(`${context.file}: no Markdown form for the component <${name}>`);
}

const CONTAINER_LABELS: Record<string, Record<Lang, string>> = {
  tip: { en: 'Tip', zh: '提示' },
  info: { en: 'Info', zh: '信息' },
  note: { en: 'Note', zh: '注意' },
  warning: { en: 'Warning', zh: '警告' },
  danger: { en: 'Danger', zh: '危险' },
  details: { en: 'Details', zh: '详细信息' },
};

/**
 * Rspress containers (`:::tip Title` … `:::`) as Markdown quotes:
 * `> **Tip: Title**` and the content quoted. Code fences are left alone.
 */
export function containersToQuotes(body: string, lang: Lang): string {
  const out: string[] = [];
  let fence: string | undefined;
  let depth = 0;
  for (const line of body.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch && (!fence || fenceMatch[1].startsWith(fence))) fence = fence ? undefined : fenceMatch[1];
    const quote = '> '.repeat(depth);
    if (!fence) {
      const open = /^\s*:::(\w+)(?:\[(.*)\]|\s+(.*))?\s*$/.exec(line);
      if (open && CONTAINER_LABELS[open[1]]) {
        const label = CONTAINER_LABELS[open[1]][lang];
        const title = (open[2] ?? open[3] ?? '').trim();
        out.push(`${quote}> **${title ? `${label}: ${title}` : label}**`, `${quote}>`);
        depth++;
        continue;
      }
      if (/^\s*:::\s*$/.test(line) && depth > 0) {
        depth--;
        out.push('');
        continue;
      }
    }
    out.push(depth > 0 ? `${quote}${line}`.trimEnd() : line);
  }
  return out.join('\n');
}

function convertTree(source: string, context: ConvertContext, depth = 0): Root {
  const { body } = splitFrontmatter(source);
  const tree = parse(containersToQuotes(body, context.lang));
  const fragments = fragmentImports(tree, context.file);
  tree.children = transformChildren(tree.children, context, fragments, depth);
  return tree;
}

/** The page as Markdown; a `# title` is added when the page has none (frontmatter title only). */
export function mdxToMarkdown(source: string, context: ConvertContext): string {
  const { frontmatter } = splitFrontmatter(source);
  const tree = convertTree(source, context);
  const hasTitle = tree.children.some((node) => node.type === 'heading' && node.depth === 1);
  if (!hasTitle && frontmatter.title) {
    tree.children.unshift({ type: 'heading', depth: 1, children: [textNode(frontmatter.title)] });
  }
  return String(printer.stringify(tree)).replace(/\n{3,}/g, '\n\n').trim() + '\n';
}
