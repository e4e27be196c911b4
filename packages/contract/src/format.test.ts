import { describe, expect, it } from 'vitest';
import { abbreviateNumber, externalLink, initialOf } from './format';

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [12.34, '12.3'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [15300, '15k'],
    [123456, '120k'],
    [999999, '1m'],
    [1_000_000, '1m'],
    [2_500_000, '2.5m'],
    [3_400_000_000, '3.4b'],
    [1e12, '1t'],
    [999.96, '1k'],
    [1.5e15, '1500t'],
  ])('%d -> %s', (n, expected) => {
    expect(abbreviateNumber(n)).toBe(expected);
  });

  it('keeps the sign of negative numbers', () => {
    expect(abbreviateNumber(-1234)).toBe('-1.2k');
    expect(abbreviateNumber(-999)).toBe('-999');
    expect(abbreviateNumber(-2_500_000)).toBe('-2.5m');
  });

  it('never prints -0', () => {
    expect(abbreviateNumber(-0)).toBe('0');
    expect(abbreviateNumber(-0.01)).toBe('0');
  });

  it('passes non-finite numbers through', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('NaN');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('externalLink', () => {
  it('makes bare links protocol-relative', () => {
    expect(externalLink('www.nhs.uk')).toBe('//www.nhs.uk');
    expect(externalLink('nhs.uk/conditions')).toBe('//nhs.uk/conditions');
  });

  it('keeps http, https and protocol-relative links', () => {
    expect(externalLink('https://x')).toBe('https://x');
    expect(externalLink('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(externalLink('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
    expect(externalLink('//x')).toBe('//x');
  });

  it('trims spaces', () => {
    expect(externalLink('  www.nhs.uk  ')).toBe('//www.nhs.uk');
    expect(externalLink(' https://x ')).toBe('https://x');
  });

  it('leaves empty input empty', () => {
    expect(externalLink('')).toBe('');
    expect(externalLink('   ')).toBe('');
  });

  it('does not let a script URL through as a scheme', () => {
    expect(externalLink('javascript:alert(1)')).toBe('//javascript:alert(1)');
  });
});

describe('initialOf', () => {
  it('upper-cases the first letter', () => {
    expect(initialOf('anna')).toBe('A');
    expect(initialOf('Bob')).toBe('B');
    expect(initialOf('élise')).toBe('É');
  });

  it('ignores leading spaces', () => {
    expect(initialOf('  zoe')).toBe('Z');
  });

  it('gives an empty string for nothing', () => {
    expect(initialOf('')).toBe('');
    expect(initialOf('   ')).toBe('');
    expect(initialOf(undefined)).toBe('');
    expect(initialOf(null)).toBe('');
  });
});
