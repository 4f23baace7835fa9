/**
 * Reading brand tokens from HTML and CSS text: colour forms normalized to hex, custom properties
 * counted by use, font families from stacks (also behind var() and in the `font` shorthand),
 * @font-face and web-font links, logo candidates against <base>, broken CSS read around.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readPage, StyleTally, webFontLinkFamilies } from '../../control-plane/features/brand/page-tokens.ts';

const test = suite('brand page tokens');

test('colour forms are normalized to hex; transparent ones and named colours are left out', () => {
  const tally = new StyleTally();
  tally.addStylesheet(`a { color: #F36 } b { color: #ff3366 } i { color: rgb(100%, 20%, 40%) } u { color: rgba(255, 51, 102, 0.5) }
    s { color: hsl(0.5turn 100% 50%) } q { color: #0000; background: transparent; border-color: red } p { color: #12345680 }`, 'https://x.test/');
  const colors = tally.result().colors;
  assert.equal(colors.map((c) => [c.value, c.uses]), [['#ff3366', 3], ['#00ffff', 1], ['#12345680', 1], ['#ff336680', 1]]);
});

test('modern colour syntaxes parse to the sRGB the canvas draws: oklch(), oklab(), lab(), lch(), hwb()', () => {
  const tally = new StyleTally();
  // oklch(62.8% 0.2577 29.23) and lab(54.29 80.8 69.89) are CSS red; oklab(0.452 -0.0325 -0.3115) is #0000ff.
  tally.addStylesheet(`a { color: oklch(62.8% 0.2577 29.23) } b { color: lab(54.29 80.8 69.89) } i { background: oklab(0.452 -0.0325 -0.3115) }
    u { color: lch(87.8 113.3 134.4) } s { color: hwb(120 0% 0%) } q { color: oklch(70% 0.1 200 / 0%) }`, 'https://x.test/');
  const colors = tally.result().colors;
  assert.equal(colors.map((c) => `${c.value}×${c.uses}`).sort(), ['#0000ff×1', '#00ff00×2', '#ff0000×2'], 'fully transparent oklch is left out');
});

test('custom properties count once for their definition and once per var() use, wherever they are used', () => {
  const tally = new StyleTally();
  tally.addStylesheet(':root { --brand: #0055ff; --unused: #999999 } a { color: var(--brand) }', 'https://x.test/a.css');
  tally.addStylesheet('b { border: 1px solid var(--brand, #000) } i { color: #0055ff }', 'https://x.test/b.css');
  tally.addDeclarations('background: var(--brand)');
  const [first, second] = tally.result().colors;
  assert.equal(first, { value: '#0055ff', uses: 5, customProperties: ['--brand'], themeColor: false });
  assert.equal(second?.value, '#999999');
});

test('font families: the stack leader counts a use, the shorthand family after the size, stacks behind var() resolved at the end', () => {
  const tally = new StyleTally();
  tally.addStylesheet(`h1 { font-family: var(--heading) } :root { --heading: 'Space Grotesk', system-ui }
    body { font: italic 700 1rem/1.4 "Work Sans", Arial, sans-serif } small { font: caption } pre { font-family: JetBrains   Mono, monospace }
    @font-face { font-family: Brandface; src: url(b.woff2) } @media (min-width: 40em) { h2 { font-family: Brandface, serif } }`, 'https://x.test/');
  tally.addWebFontFamily('Work Sans');
  const fonts = tally.result().fonts;
  assert.equal(fonts.map((f) => [f.family, f.uses, f.sources.join('+')]), [
    ['Brandface', 1, 'font-face+font-family'], ['Work Sans', 1, 'font-family+webfont-link'], ['JetBrains Mono', 1, 'font-family'], ['Space Grotesk', 1, 'font-family'], ['Arial', 0, 'font-family'],
  ]);
});

test('@import URLs are answered (a layer or media after the URL is not one); broken rules are read around', () => {
  const tally = new StyleTally();
  const imports = tally.addStylesheet(`@import "base.css" layer(base); @import url(https://cdn.test/theme.css) screen; a { color: ; } b { color: #abc }`, 'https://x.test/css/site.css');
  assert.equal(imports, ['https://x.test/css/base.css', 'https://cdn.test/theme.css']);
  assert.equal(tally.result().colors.map((c) => c.value), ['#aabbcc']);
});

test('the page: <base> resolves links, logos rank before icons and the share image, web-font services are read from their URLs', () => {
  const facts = readPage(`<html><head><base href="https://cdn.test/site/"><meta property="og:title" content="Og Title"><meta property="og:description" content="Og description">
    <meta property="og:image" content="share.png"><link rel="apple-touch-icon" href="touch.png"><link rel="stylesheet" href="main.css">
    <link rel="stylesheet" href="https://api.fontshare.com/v2/css?f[]=general-sans@400,700&display=swap"><template><img src="hidden-logo.png"></template></head>
    <body><div id="brand"><img src="mark.svg" alt="Mark"></div><img src="photo.jpg"></body></html>`, 'https://x.test/');
  assert.is(facts.title, 'Og Title');
  assert.is(facts.description, 'Og description');
  assert.equal(facts.stylesheetUrls, ['https://cdn.test/site/main.css']);
  assert.equal(facts.webFontFamilies, ['General Sans']);
  assert.equal(facts.logos.map((l) => [l.source, l.url]), [
    ['img', 'https://cdn.test/site/mark.svg'], ['apple-touch-icon', 'https://cdn.test/site/touch.png'], ['og:image', 'https://cdn.test/site/share.png'],
  ]);
  assert.equal(webFontLinkFamilies('https://fonts.googleapis.com/css?family=Open+Sans:400,700|Roboto+Slab'), ['Open Sans', 'Roboto Slab']);
  assert.is(webFontLinkFamilies('https://x.test/fonts.css'), null);
});

test.run();
