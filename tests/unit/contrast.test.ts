import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, meetsAA, relativeLuminance } from '@/features/clients/contrast';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('weighs green far more than blue (WCAG coefficients)', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('refuses anything but #rrggbb', () => {
    for (const value of ['#fff', 'ffffff', '#gggggg', '', '#1234567']) expect(() => relativeLuminance(value)).toThrow(RangeError);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#4338ca', '#4338ca')).toBe(1);
  });

  it('does not depend on the order of the colours or the case of the digits', () => {
    expect(contrastRatio('#FFFFFF', '#4338CA')).toBe(contrastRatio('#4338ca', '#ffffff'));
  });

  // Reference values from the WebAIM contrast checker.
  it.each([
    ['#777777', 4.48],
    ['#767676', 4.54],
    ['#4338ca', 7.9],
    ['#ff0000', 4.0],
    ['#0f766e', 5.47],
  ])('white on %s is %s:1', (hex, expected) => {
    expect(contrastRatio('#ffffff', hex)).toBeCloseTo(expected, 1);
  });
});

describe('meetsAA', () => {
  it('needs 4.5:1 for normal text', () => {
    expect(meetsAA(contrastRatio('#ffffff', '#767676'))).toBe(true);
    expect(meetsAA(contrastRatio('#ffffff', '#777777'))).toBe(false);
    expect(meetsAA(4.5)).toBe(true);
  });
});

describe('isHexColor', () => {
  it('accepts #rrggbb in either case and nothing else', () => {
    expect(isHexColor('#0f766e')).toBe(true);
    expect(isHexColor('#0F766E')).toBe(true);
    expect(isHexColor('#0f766')).toBe(false);
    expect(isHexColor('0f766e')).toBe(false);
    expect(isHexColor('#0f766e ')).toBe(false);
  });
});
