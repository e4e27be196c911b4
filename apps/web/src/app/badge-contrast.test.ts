import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, getCSSColorVariables, mergeMantineTheme } from '@mantine/core';
import { APPOINTMENT_STATUSES } from '@portal/contract';
import { ACCOUNT_STATUS_COLOUR } from '../features/bookings/components/payment-account-panel';
import { statusColour } from '../features/bookings/lib/booking-format';
import { LOOKS as STOCK_LOOKS } from '../features/products/components/stock-badge';
import { STATUS_COLOURS as PUBLICATION_COLOURS } from '../features/admin/catalogue/lib/labels';
import { STATUS_TONES } from '../shared/ui/status-tones';
import { theme } from './theme';

// Every <Badge> of the app, read from its source, keeps WCAG AA contrast (4.5:1: badge text is
// small) between its text and its own background, over the white page, with the colours the
// app's theme gives Mantine. A light badge in a shade ('gray.9') was dark text on a background
// of that same dark shade (see theme.ts); axe reports such a 1:1 ratio as "needs review", not as
// a violation, so the accessibility check alone missed it.

const AA = 4.5;
const SRC = join(import.meta.dirname, '..');
/** Badges whose colours are not literals in their props, with where they are checked. */
const CHECKED_ELSEWHERE: Record<string, string> = {
  'features/products/components/stock-badge.tsx': 'its LOOKS, in the tests below',
  'features/bookings/components/booking-card.tsx': 'statusColour, in the tests below',
  'features/bookings/pages/book-page.tsx': 'statusColour, in the tests below',
  'features/bookings/components/payment-account-panel.tsx':
    'ACCOUNT_STATUS_COLOUR, in the tests below',
  'features/admin/catalogue/pages/admin-products-page.tsx': 'its STATUS_COLOURS, below',
  'features/admin/catalogue/pages/admin-content-pages.tsx': 'its STATUS_COLOURS, below',
  'features/admin/components/review-queue.tsx': 'STATUS_TONES, below',
  'features/admin/pages/admin-users-page.tsx': 'STATUS_TONES, below',
  'features/admin/pages/admin-user-page.tsx': 'STATUS_TONES, below',
};

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const cssVars = new Map<string, string>([
  ['--mantine-color-white', full.white],
  ['--mantine-color-black', full.black],
]);
for (const color of Object.keys(full.colors)) {
  const vars = getCSSColorVariables({ theme: full, color, colorScheme: 'light' });
  for (const [name, value] of Object.entries(vars)) cssVars.set(name, String(value));
}

type Rgba = [number, number, number, number];

function parse(value: string): Rgba {
  let v = value.trim();
  for (let m = /^var\((--[\w-]+)\)$/.exec(v); m; m = /^var\((--[\w-]+)\)$/.exec(v)) {
    const next = cssVars.get(m[1]!);
    if (next === undefined) throw new Error(`unknown CSS variable ${m[1]}`);
    v = next.trim();
  }
  if (v === 'transparent') return [0, 0, 0, 0];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v)?.[1];
  if (hex) {
    const long = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(long.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(v)?.[1];
  if (rgb) {
    const [r = 0, g = 0, b = 0, a = 1] = rgb.split(',').map(Number);
    return [r, g, b, a];
  }
  throw new Error(`cannot read the colour ${value}`);
}

/** `top` painted over the opaque `under`. */
function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG's contrast ratio of a badge's text on its background, the badge on a white page. */
export function badgeContrast(color: string, variant: string): number {
  const look = full.variantColorResolver({ color, variant, theme: full });
  const background = over(parse(look.background ?? 'transparent'), [255, 255, 255, 1]);
  const text = over(parse(look.color ?? full.black), background);
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

interface Look {
  color: string;
  variant: string;
}

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) ? unwrap(e.expression) : e;

/**
 * The colour and variant pairs a badge can take from its props' expressions: literals, and
 * conditionals of literals (`done ? 'filled' : 'light'` beside `done ? 'teal.9' : 'blue'` pair
 * branch by branch when both test the same condition). Null for anything else.
 */
function looksOf(
  color: ts.Expression | undefined,
  variant: ts.Expression | undefined,
): Look[] | null {
  const c = color && unwrap(color);
  const v = variant && unwrap(variant);
  if (c && v && ts.isConditionalExpression(c) && ts.isConditionalExpression(v)) {
    if (c.condition.getText() === v.condition.getText()) {
      const yes = looksOf(c.whenTrue, v.whenTrue);
      const no = looksOf(c.whenFalse, v.whenFalse);
      return yes && no && [...yes, ...no];
    }
  }
  for (const [e, other, isColor] of [
    [c, v, true],
    [v, c, false],
  ] as const) {
    if (e && ts.isConditionalExpression(e)) {
      const yes = isColor ? looksOf(e.whenTrue, other) : looksOf(other, e.whenTrue);
      const no = isColor ? looksOf(e.whenFalse, other) : looksOf(other, e.whenFalse);
      return yes && no && [...yes, ...no];
    }
  }
  const literal = (e: ts.Expression | undefined, fallback: string) =>
    e === undefined ? fallback : ts.isStringLiteralLike(e) ? e.text : null;
  const colorText = literal(c, full.primaryColor);
  const variantText = literal(v, 'filled');
  return colorText === null || variantText === null
    ? null
    : [{ color: colorText, variant: variantText }];
}

interface FoundBadge {
  at: string;
  looks: Look[] | null;
}

function badgesIn(file: string): FoundBadge[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: FoundBadge[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === 'Badge'
    ) {
      const props = new Map<string, ts.Expression>();
      let spread = false;
      for (const attr of node.attributes.properties) {
        if (ts.isJsxSpreadAttribute(attr)) spread = true;
        else if (attr.initializer) {
          const init = attr.initializer;
          const e = ts.isJsxExpression(init) ? init.expression : init;
          if (e) props.set(attr.name.getText(), e as ts.Expression);
        }
      }
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({
        at: `${relative(SRC, file)}:${line}`,
        looks: spread ? null : looksOf(props.get('color'), props.get('variant')),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('badge contrast', () => {
  const badges = sourceFiles(SRC).flatMap(badgesIn);

  it('finds the badges of the app', () => {
    // The product card's and page's form and band badges among them.
    expect(badges.filter((b) => b.at.startsWith('features/products/')).length).toBeGreaterThan(2);
    expect(badges.length).toBeGreaterThan(20);
  });

  it('reads every badge’s colours, or knows where they are checked', () => {
    const unread = badges
      .filter((b) => b.looks === null)
      .map((b) => b.at)
      .filter((at) => !(at.replace(/:\d+$/, '') in CHECKED_ELSEWHERE));
    expect(unread).toEqual([]);
  });

  it('gives every badge of the app 4.5:1 between its text and its background', () => {
    const poor = badges.flatMap((b) =>
      (b.looks ?? [])
        .map((look) => ({ ...look, ratio: badgeContrast(look.color, look.variant) }))
        .filter((look) => look.ratio < AA)
        .map((l) => `${b.at} ${l.variant} ${l.color}: ${l.ratio.toFixed(2)}:1`),
    );
    expect(poor).toEqual([]);
  });

  it('gives the stock badges 4.5:1 too', () => {
    for (const look of Object.values(STOCK_LOOKS)) {
      expect(badgeContrast(look.color, look.variant)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('gives every appointment status badge and payment account badge 4.5:1 too', () => {
    for (const status of APPOINTMENT_STATUSES) {
      expect(badgeContrast(statusColour(status), 'light'), status).toBeGreaterThanOrEqual(AA);
    }
    for (const [status, color] of Object.entries(ACCOUNT_STATUS_COLOUR)) {
      expect(badgeContrast(color, 'light'), status).toBeGreaterThanOrEqual(AA);
    }
  });

  it('gives the admin lists’ publication badges 4.5:1 too', () => {
    for (const [status, color] of Object.entries(PUBLICATION_COLOURS)) {
      expect(badgeContrast(color, 'light'), status).toBeGreaterThanOrEqual(AA);
    }
  });

  it('gives the status tones 4.5:1 as light and outline badges', () => {
    for (const [tone, color] of Object.entries(STATUS_TONES)) {
      expect(badgeContrast(color, 'light'), tone).toBeGreaterThanOrEqual(AA);
      expect(badgeContrast(color, 'outline'), tone).toBeGreaterThanOrEqual(AA);
    }
  });

  it('measures as WCAG does', () => {
    expect(badgeContrast('#000000', 'filled')).toBeCloseTo(21, 0);
    // The theme's light variant in a shade: dark text on the colour's pale tint.
    expect(badgeContrast('gray.9', 'light')).toBeGreaterThan(10);
  });
});
