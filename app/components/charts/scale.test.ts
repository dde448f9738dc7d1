import { describe, expect, it } from 'vitest';
import { bands, labelEvery, niceStep, scaleLinear, valueAxis } from './scale';

describe('chart scale', () => {
  it('rounds steps up to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0.3)).toBe(0.5);
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.2)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(2_450)).toBe(5_000);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });

  it('puts the axis top at a whole number of steps above the largest value', () => {
    expect(valueAxis(9)).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(valueAxis(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(valueAxis(40)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(valueAxis(123_456, { minStep: 100 })).toEqual({ top: 150_000, ticks: [0, 50_000, 100_000, 150_000] });
  });

  it('never steps finer than the unit, and gives an empty chart one step', () => {
    expect(valueAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(valueAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis(250, { minStep: 100 })).toEqual({ top: 300, ticks: [0, 100, 200, 300] });
    expect(valueAxis(0, { minStep: 100 })).toEqual({ top: 100, ticks: [0, 100] });
  });

  it('maps values to pixels and clamps the ones outside the axis', () => {
    const y = scaleLinear(40, 200);
    expect(y(0)).toBe(0);
    expect(y(10)).toBe(50);
    expect(y(40)).toBe(200);
    expect(y(80)).toBe(200);
    expect(y(-5)).toBe(0);
    expect(scaleLinear(0, 200)(5)).toBe(0);
  });

  it('spaces category labels and bands', () => {
    expect(labelEvery(7, 8)).toBe(1);
    expect(labelEvery(30, 8)).toBe(4);
    expect(labelEvery(90, 8)).toBe(12);
    const b = bands(4, 400);
    expect(b.width).toBe(100);
    expect(b.start(2)).toBe(200);
    expect(b.centre(3)).toBe(350);
  });
});
