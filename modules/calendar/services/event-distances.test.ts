import { describe, expect, it } from 'vitest';
import {
  canonicalDistance,
  distanceLabel,
  distanceOptions,
  equivalentDistances,
  isDistanceToken,
  parseDistance,
  parseDistanceList,
  sortDistances,
} from './event-distances.ts';

const names = { marathon: 'Marathon', half: 'Semi-marathon' };

describe('race distances as tokens', () => {
  it.each([
    ['Marathon', 'marathon'],
    ['maratón', 'marathon'],
    ['Mezza maratona', 'half'],
    ['semi-marathon', 'half'],
    ['half', 'half'],
    ['10k', '10k'],
    ['10 km', '10k'],
    ['42.195 km', 'marathon'],
    ['26.2188 mi', 'marathon'],
    ['13.1 mi', '21082m'],
    ['10 mi', '10mi'],
    ['7,5 km', '7500m'],
    ['7.5', '7500m'],
    ['800 m', '800m'],
    ['5000m', '5k'],
    ['100 miles', '100mi'],
  ])('reads %s as %s', (text, token) => {
    expect(parseDistance(text)).toBe(token);
  });

  it.each(['', 'far', '0', '1000 km', '10 furlongs', '1e3', '-5 km', 'x'.repeat(41)])('refuses %j', (text) => {
    expect(parseDistance(text)).toBeNull();
  });

  it('splits a list on ";", "|", new lines and ", ", keeping decimal commas', () => {
    expect(parseDistanceList('marathon; 7,5 km, 10k | half\nnowhere')).toEqual({
      tokens: ['7500m', '10k', 'half', 'marathon'],
      invalid: ['nowhere'],
    });
  });

  it('sorts shortest first without repeats', () => {
    expect(sortDistances(['marathon', '5k', 'marathon', '7500m'])).toEqual(['5k', '7500m', 'marathon']);
  });

  it('knows its own tokens only', () => {
    expect(['5k', 'marathon', '100mi', '7500m'].every(isDistanceToken)).toBe(true);
    expect(['6k', '300m', '999999m', 'half marathon'].some(isDistanceToken)).toBe(false);
  });

  it('labels tokens in the reader’s language', () => {
    expect(distanceLabel('half', 'fr', names)).toBe('Semi-marathon');
    expect(distanceLabel('7500m', 'fr', names)).toBe('7,5\u202fkm');
    expect(distanceLabel('7500m', 'en', names)).toBe('7.5 km');
    expect(distanceLabel('10mi', 'en', names)).toBe('10 mi');
    expect(distanceLabel('100k', 'it', names)).toBe('100 km');
  });
});

describe('the calendar filter merges equivalent distances', () => {
  it('lists "21 km", "21.1 km", "13.1 mi" and the half marathon as one option, and "42 km" as the marathon', () => {
    const stored = [
      'half',
      parseDistance('21 km')!,
      parseDistance('21,1 km')!,
      parseDistance('13.1 mi')!,
      '42000m',
      'marathon',
      '10k',
      '7500m',
    ];
    expect(stored.slice(1, 4)).toEqual(['21000m', '21100m', '21082m']);
    expect(distanceOptions(stored)).toEqual(['7500m', '10k', 'half', 'marathon']);
    expect(distanceOptions(stored).map((t) => distanceLabel(t, 'en', names))).toEqual(['7.5 km', '10 km', 'Semi-marathon', 'Marathon']);
  });

  it('names the canonical distance, and matches every stored form of it', () => {
    expect(canonicalDistance('21000m')).toBe('half');
    expect(canonicalDistance('half')).toBe('half');
    expect(canonicalDistance('20000m')).toBe('20k');
    expect(canonicalDistance('20500m')).toBe('20500m');
    expect(canonicalDistance('7500m')).toBe('7500m');
    const half = equivalentDistances('21000m');
    expect(half[0]).toBe('half');
    expect(half).toEqual(expect.arrayContaining(['21000m', '21100m', '21082m', '21097m', '21098m']));
    expect(half).not.toContain('20900m');
    expect(equivalentDistances('marathon')).toEqual(expect.arrayContaining(['marathon', '42000m', '42200m']));
    expect(equivalentDistances('7500m')).toEqual(['7500m']);
  });
});
