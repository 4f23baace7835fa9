/**
 * Brand tokens read from a web page and its stylesheets, with real parsers (parse5 for HTML,
 * css-tree for CSS): colours ranked by use, font families, title, description and logo
 * candidates. Nothing here touches the network: the caller fetches and feeds the text in.
 */
import * as csstree from 'css-tree';
import { type DefaultTreeAdapterTypes, parse as parseHtml } from 'parse5';
import { parseColor, type RGBA } from '../../../shared/composition/color.ts';

type HtmlNode = DefaultTreeAdapterTypes.Node;
type HtmlElement = DefaultTreeAdapterTypes.Element;

export interface LogoCandidate {
  url: string;
  /** Where it was found: an `<img>` marked as a logo, a touch or site icon, or the page's share image. */
  source: 'img' | 'apple-touch-icon' | 'icon' | 'og:image';
  alt?: string;
}

/** What the HTML itself says, before any stylesheet is read. */
export interface PageFacts {
  title: string | null;
  description: string | null;
  themeColors: string[];
  /** Linked stylesheets to read (absolute URLs, in document order), web-font services excluded. */
  stylesheetUrls: string[];
  /** Families named by web-font service links (Google Fonts, Bunny Fonts, Fontshare). */
  webFontFamilies: string[];
  /** The text of inline `<style>` elements and `style` attributes (as declaration lists). */
  inlineCss: string[];
  inlineDeclarations: string[];
  logos: LogoCandidate[];
}

const logoSourceRank: Record<LogoCandidate['source'], number> = { img: 0, 'apple-touch-icon': 1, icon: 2, 'og:image': 3 };

function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

function absolute(raw: string | undefined, base: string): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Families a web-font service link loads, read from its query (the service's documented URL form); null when it is no such link. */
export function webFontLinkFamilies(href: string): string[] | null {
  let url: URL;
  try { url = new URL(href); } catch { return null; }
  const host = url.hostname.toLowerCase();
  if (host === 'fonts.googleapis.com' || host === 'fonts.bunny.net') {
    // css2: one `family=Name:axes` per family; the older css: `family=A:400|B`.
    return url.searchParams.getAll('family').flatMap((v) => v.split('|')).map((v) => v.split(':')[0]!.replace(/\+/g, ' ').trim()).filter(Boolean);
  }
  if (host === 'api.fontshare.com') {
    return url.searchParams.getAll('f[]').map((v) => v.split('@')[0]!.replace(/-/g, ' ').trim()).filter(Boolean)
      .map((v) => v.replace(/\b\w/g, (c) => c.toUpperCase()));
  }
  return null;
}

/** Reads the page's title, description, theme colours, stylesheets, web-font links and logo candidates. */
export function readPage(html: string, pageUrl: string): PageFacts {
  const document = parseHtml(html);
  let base = pageUrl;
  const facts: PageFacts = { title: null, description: null, themeColors: [], stylesheetUrls: [], webFontFamilies: [], inlineCss: [], inlineDeclarations: [], logos: [] };
  const meta = new Map<string, string>();
  const visit = (node: HtmlNode, inLogo: boolean) => {
    if (!('tagName' in node)) {
      if ('childNodes' in node) for (const child of node.childNodes) visit(child, inLogo);
      return;
    }
    // A `<template>`'s content sits apart from its childNodes, so what it holds is never read: it is not shown.
    const element = node as HtmlElement;
    const marksLogo = /logo|brand/i.test(`${attr(element, 'class') ?? ''} ${attr(element, 'id') ?? ''}`);
    const style = attr(element, 'style');
    if (style) facts.inlineDeclarations.push(style);
    switch (element.tagName) {
      case 'base': {
        const href = absolute(attr(element, 'href'), pageUrl);
        if (href) base = href;
        break;
      }
      case 'title':
        facts.title ??= textOf(element).replace(/\s+/g, ' ').trim() || null;
        break;
      case 'meta': {
        const key = (attr(element, 'name') ?? attr(element, 'property') ?? '').toLowerCase();
        const content = attr(element, 'content')?.trim();
        if (!key || !content) break;
        if (key === 'theme-color') facts.themeColors.push(content);
        else if (!meta.has(key)) meta.set(key, content);
        break;
      }
      case 'link': {
        const rel = (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/);
        const href = absolute(attr(element, 'href'), base);
        if (!href) break;
        if (rel.includes('stylesheet')) {
          const families = webFontLinkFamilies(href);
          if (families) facts.webFontFamilies.push(...families);
          else facts.stylesheetUrls.push(href);
        } else if (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) {
          facts.logos.push({ url: href, source: 'apple-touch-icon' });
        } else if (rel.includes('icon') || rel.includes('mask-icon')) {
          facts.logos.push({ url: href, source: 'icon' });
        }
        break;
      }
      case 'style':
        facts.inlineCss.push(textOf(element));
        break;
      case 'img': {
        const src = absolute(attr(element, 'src'), base);
        const alt = attr(element, 'alt')?.trim();
        if (src && (inLogo || marksLogo || /logo/i.test(`${attr(element, 'src')} ${alt ?? ''}`))) facts.logos.push({ url: src, source: 'img', ...(alt ? { alt } : {}) });
        break;
      }
    }
    for (const child of element.childNodes) visit(child, inLogo || marksLogo);
  };
  visit(document, false);
  facts.title ??= meta.get('og:title') ?? null;
  facts.description = meta.get('description') ?? meta.get('og:description') ?? null;
  const shareImage = absolute(meta.get('og:image'), base);
  if (shareImage) facts.logos.push({ url: shareImage, source: 'og:image' });
  const seen = new Set<string>();
  facts.logos = facts.logos
    .map((logo, order) => ({ logo, order }))
    .sort((a, b) => logoSourceRank[a.logo.source] - logoSourceRank[b.logo.source] || a.order - b.order)
    .map(({ logo }) => logo)
    .filter((logo) => !seen.has(logo.url) && seen.add(logo.url));
  facts.stylesheetUrls = [...new Set(facts.stylesheetUrls)];
  return facts;
}

export interface ColorToken {
  /** `#rrggbb`, or `#rrggbbaa` when translucent. */
  value: string;
  /** How often the page uses it: declarations naming it, plus each use of a custom property holding it. */
  uses: number;
  /** Custom properties that hold it (`--brand-primary`). */
  customProperties: string[];
  /** True when a `theme-color` meta tag names it. */
  themeColor: boolean;
}

export interface FontToken {
  family: string;
  /** Declarations where it leads the `font-family` stack (the face actually drawn when it loads). */
  uses: number;
  /** Where it was named: a `font-family` stack, an `@font-face` rule, a web-font service link. */
  sources: ('font-family' | 'font-face' | 'webfont-link')[];
}

const genericFamilies = new Set([
  'serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded',
  'emoji', 'math', 'fangsong', 'inherit', 'initial', 'unset', 'revert', 'revert-layer', '-apple-system', 'blinkmacsystemfont',
]);

function hex({ r, g, b, a }: RGBA): string {
  const h = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}${a < 1 ? h(a * 255) : ''}`;
}

/** CSS colour functions whose values are brand colours (culori parses them all, CSS Color 4). */
const colorFunctions = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color']);

/**
 * Normalizes one CSS colour node (a hex, or a colour function: rgb(), hsl(), oklch(), lab()...) to
 * sRGB hex; null for anything else (named colours and keywords are left out: brand colours are
 * written as values) or a fully transparent colour.
 */
function colorOf(node: csstree.CssNode): string | null {
  if (node.type !== 'Hash' && !(node.type === 'Function' && colorFunctions.has(node.name.toLowerCase()))) return null;
  const color = parseColor(csstree.generate(node));
  return color && color.a > 0 ? hex(color) : null;
}

/** The comma-separated items of a value, each as its nodes. */
function commaSegments(value: csstree.CssNode): csstree.CssNode[][] {
  const segments: csstree.CssNode[][] = [[]];
  if (value.type !== 'Value') return [];
  value.children.forEach((child) => {
    if (child.type === 'Operator' && child.value === ',') segments.push([]);
    else segments[segments.length - 1]!.push(child);
  });
  return segments;
}

/**
 * Tallies colours and font families over every stylesheet of a page. Custom properties count by
 * use: a colour held in `--brand` counts once for its definition and once per `var(--brand)`.
 */
export class StyleTally {
  private readonly directColors = new Map<string, number>();
  private readonly propertyColors = new Map<string, Set<string>>();
  private readonly propertyValues = new Map<string, csstree.CssNode>();
  private readonly propertyUses = new Map<string, number>();
  private readonly themeColors = new Set<string>();
  private readonly fonts = new Map<string, { family: string; uses: number; sources: Set<FontToken['sources'][number]> }>();
  /** Stacks naming custom properties, resolved once every stylesheet is read. */
  private readonly deferredStacks: { property: string }[] = [];

  /** Reads a stylesheet; answers the URLs its `@import` rules name (absolute, against `baseUrl`). */
  addStylesheet(css: string, baseUrl: string): string[] {
    const imports: string[] = [];
    const ast = csstree.parse(css, { parseCustomProperty: true, parseValue: true, onParseError: () => { /* a broken rule is skipped, the rest is read */ } });
    csstree.walk(ast, {
      visit: 'Atrule',
      enter: (node) => {
        if (node.name.toLowerCase() !== 'import' || !node.prelude) return;
        // The first URL or string of the prelude is the sheet; what follows is its layer or media.
        const target = csstree.find(node.prelude, (child) => child.type === 'Url' || child.type === 'String');
        const url = target && (target.type === 'Url' || target.type === 'String') ? absolute(target.value, baseUrl) : null;
        if (url) imports.push(url);
      },
    });
    const tally = this;
    csstree.walk(ast, {
      visit: 'Declaration',
      enter(node) {
        // Inside @font-face a declaration is a descriptor naming the face, not a use of it.
        if (this.atrule?.name.toLowerCase() !== 'font-face') return tally.addDeclaration(node);
        if (node.property.toLowerCase() === 'font-family') for (const family of tally.familiesOf(node.value).slice(0, 1)) tally.noteFont(family, 'font-face', 0);
      },
    });
    return imports;
  }

  /** Reads `style` attribute text (a declaration list). */
  addDeclarations(text: string): void {
    const ast = csstree.parse(text, { context: 'declarationList', parseCustomProperty: true, onParseError: () => { /* skipped */ } });
    csstree.walk(ast, { visit: 'Declaration', enter: (node) => this.addDeclaration(node) });
  }

  addThemeColor(raw: string): void {
    try {
      const value = csstree.parse(raw, { context: 'value' });
      csstree.walk(value, (node) => {
        const color = colorOf(node);
        if (color) this.themeColors.add(color);
      });
    } catch { /* not a colour */ }
  }

  addWebFontFamily(family: string): void {
    this.noteFont(family, 'webfont-link', 0);
  }

  private addDeclaration(node: csstree.Declaration): void {
    const property = node.property.toLowerCase();
    const isCustom = node.property.startsWith('--');
    if (isCustom) this.propertyValues.set(node.property, node.value);
    csstree.walk(node.value, (child) => {
      if (child.type === 'Function' && child.name.toLowerCase() === 'var') {
        const first = child.children.first;
        if (first?.type === 'Identifier' && first.name.startsWith('--')) this.propertyUses.set(first.name, (this.propertyUses.get(first.name) ?? 0) + 1);
        // A fallback is drawn only when the property is missing: it is not a use.
        return csstree.walk.skip;
      }
      const color = colorOf(child);
      if (!color) return;
      if (isCustom) {
        const set = this.propertyColors.get(node.property) ?? new Set<string>();
        set.add(color);
        this.propertyColors.set(node.property, set);
      } else {
        this.directColors.set(color, (this.directColors.get(color) ?? 0) + 1);
      }
    });
    if (property === 'font-family' || property === 'font') {
      const families = this.familiesOf(node.value, property === 'font');
      const viaProperty = this.customPropertyIn(node.value);
      if (families.length === 0 && viaProperty) this.deferredStacks.push({ property: viaProperty });
      families.forEach((family, index) => this.noteFont(family, 'font-family', index === 0 ? 1 : 0));
    }
  }

  private customPropertyIn(value: csstree.CssNode): string | null {
    let name: string | null = null;
    csstree.walk(value, (child) => {
      if (!name && child.type === 'Function' && child.name.toLowerCase() === 'var' && child.children.first?.type === 'Identifier') name = (child.children.first as csstree.Identifier).name;
    });
    return name;
  }

  /** The family names of a `font-family` value, or of the family part of a `font` shorthand. */
  private familiesOf(value: csstree.CssNode, shorthand = false): string[] {
    const segments = commaSegments(value);
    if (shorthand && segments[0]) {
      // `font: italic 700 1rem/1.2 Inter, sans-serif`: the family begins after the size (and line height).
      const first = segments[0];
      const sizeAt = first.findLastIndex((n) => n.type === 'Dimension' || n.type === 'Percentage' || n.type === 'Number' || (n.type === 'Operator' && n.value === '/'));
      if (sizeAt === -1) return [];
      segments[0] = first.slice(sizeAt + 1);
    }
    const families: string[] = [];
    for (const segment of segments) {
      const words = segment.filter((n) => n.type !== 'WhiteSpace');
      let name: string | null = null;
      if (words.length === 1 && words[0]!.type === 'String') name = words[0].value;
      else if (words.length > 0 && words.every((n) => n.type === 'Identifier')) name = words.map((n) => (n as csstree.Identifier).name).join(' ');
      name = name?.replace(/\s+/g, ' ').trim() ?? null;
      if (name && !genericFamilies.has(name.toLowerCase())) families.push(name);
    }
    return families;
  }

  private noteFont(family: string, source: FontToken['sources'][number], uses: number): void {
    const key = family.toLowerCase();
    const entry = this.fonts.get(key) ?? { family, uses: 0, sources: new Set() };
    entry.uses += uses;
    entry.sources.add(source);
    this.fonts.set(key, entry);
  }

  /** The tally: colours by uses (theme colours first among equals), fonts by uses then by how many places name them. */
  result(limits: { colors: number; fonts: number } = { colors: 24, fonts: 12 }): { colors: ColorToken[]; fonts: FontToken[] } {
    for (const { property } of this.deferredStacks.splice(0)) {
      const value = this.propertyValues.get(property);
      if (value) this.familiesOf(value).forEach((family, index) => this.noteFont(family, 'font-family', index === 0 ? 1 : 0));
    }
    const colors = new Map<string, ColorToken>();
    const entry = (value: string) => {
      let token = colors.get(value);
      if (!token) colors.set(value, token = { value, uses: 0, customProperties: [], themeColor: false });
      return token;
    };
    for (const [value, uses] of this.directColors) entry(value).uses += uses;
    for (const [property, values] of this.propertyColors) {
      for (const value of values) {
        const token = entry(value);
        token.uses += 1 + (this.propertyUses.get(property) ?? 0);
        token.customProperties.push(property);
      }
    }
    for (const value of this.themeColors) {
      const token = entry(value);
      token.themeColor = true;
      token.uses += 1;
    }
    const rankedColors = [...colors.values()]
      .sort((a, b) => b.uses - a.uses || Number(b.themeColor) - Number(a.themeColor) || a.value.localeCompare(b.value))
      .slice(0, limits.colors);
    const rankedFonts = [...this.fonts.values()]
      .map((f) => ({ family: f.family, uses: f.uses, sources: [...f.sources].sort() }))
      .sort((a, b) => b.uses - a.uses || b.sources.length - a.sources.length || a.family.localeCompare(b.family))
      .slice(0, limits.fonts);
    return { colors: rankedColors, fonts: rankedFonts };
  }
}
