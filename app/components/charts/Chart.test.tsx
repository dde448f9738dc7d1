import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, LineChart, type ChartProps } from './Chart';

const base = (data: ChartProps['data']): ChartProps => ({
  id: 'volume',
  title: 'Volume by day',
  description: 'Dollars paid each day.',
  data,
  categoryHeader: 'Day',
  valueHeader: 'Volume',
  formatValue: (v) => `${v} units`,
  formatTick: (v) => `t${v}`,
});

const attr = (markup: string, tag: string, name: string) => [...markup.matchAll(new RegExp(`<${tag}[^>]*? ${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('BarChart', () => {
  const markup = renderToStaticMarkup(<BarChart {...base([{ label: 'Mon', value: 10 }, { label: 'Tue', value: 40 }, { label: 'Wed', value: 0 }])} />);

  it('is an image named by its title and description', () => {
    expect(markup).toMatch(/<svg[^>]* role="img"[^>]* aria-labelledby="volume-title volume-desc"/);
    expect(markup).toContain('<title id="volume-title">Volume by day</title>');
    expect(markup).toContain('<desc id="volume-desc">Dollars paid each day.</desc>');
  });

  it('draws bars in proportion to the axis top, and ticks from zero to it', () => {
    // Values up to 40: ticks 0, 10, 20, 30, 40; the plot is 180 units tall.
    expect(attr(markup, 'rect', 'height')).toEqual(['45', '180', '0']);
    for (const tick of ['t0', 't10', 't20', 't30', 't40']) expect(markup).toContain(`>${tick}</text>`);
  });

  it('carries the same data as a table for screen readers', () => {
    expect(markup).toContain('<caption>Volume by day</caption>');
    expect(markup).toContain('<th scope="col">Day</th><th scope="col">Volume</th>');
    expect(markup).toContain('<tr><th scope="row">Tue</th><td>40 units</td></tr>');
    expect(markup.match(/<th scope="row">/g)).toHaveLength(3);
  });
});

describe('LineChart', () => {
  it('labels at most 8 categories of a long series and drops the point marks', () => {
    const days = Array.from({ length: 90 }, (_, i) => ({ label: `d${i}`, value: i % 7 }));
    const markup = renderToStaticMarkup(<LineChart {...base(days)} />);
    const labels = [...markup.matchAll(/>(d\d+)<\/text>/g)].map((m) => m[1]);
    expect(labels).toEqual(['d0', 'd12', 'd24', 'd36', 'd48', 'd60', 'd72', 'd84']);
    expect(markup).not.toContain('<circle');
    expect(markup.match(/<th scope="row">/g)).toHaveLength(90);
    const points = attr(markup, 'polyline', 'points')[0].split(' ');
    expect(points).toHaveLength(90);
  });

  it('puts a zero on the baseline and the largest value at the top', () => {
    const markup = renderToStaticMarkup(<LineChart {...base([{ label: 'a', value: 0 }, { label: 'b', value: 8 }, { label: 'c', value: 5 }])} />);
    // Baseline at 12 + 180 = 192; 8 is the axis top (ticks 0..8 by 2), drawn at the plot's top edge, 12; 5 at 5/8 of the way up.
    expect(attr(markup, 'circle', 'cy')).toEqual(['192', '12', '79.5']);
  });
});
