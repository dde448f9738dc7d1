/** The spec's texts are one catalogue cut into topics (decision 147): each text in one topic, every topic in `Messages`. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TOPICS, Messages } from './messages';

describe('the topics of Messages', () => {
  it('hold each text once: no key is in two topics', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [topic, texts] of Object.entries(MESSAGE_TOPICS)) {
      for (const key of Object.keys(texts)) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${topic}`);
        seen.set(key, topic);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(Messages).sort()).toEqual([...seen.keys()].sort());
  });

  it('give Messages the very texts of each topic', () => {
    for (const texts of Object.values(MESSAGE_TOPICS)) {
      for (const [key, text] of Object.entries(texts)) expect(Messages[key as keyof typeof Messages]).toBe(text);
    }
  });

  it('are every file of domain/messages/ but the dashboards\' own object', async () => {
    const files = readdirSync(new URL('./messages/', import.meta.url)).filter((f) => f.endsWith('.ts') && f !== 'dashboards.ts');
    const exported = await Promise.all(files.map(async (f) => Object.keys(await import(`./messages/${f.replace(/\.ts$/, '')}`))));
    const topics = exported.flat().filter((name) => name.endsWith('Messages'));
    expect(topics.sort()).toEqual(Object.keys(MESSAGE_TOPICS).sort());
  });
});
