import {describe, expect, it} from 'vitest';
import {findingsOf, type LighthouseReport} from '../../bench/lighthouse';

const report: LighthouseReport = {
  categories: {
    performance: {
      score: 0.84,
      auditRefs: [
        {id: 'largest-contentful-paint', weight: 25},
        {id: 'cumulative-layout-shift', weight: 25},
        {id: 'unused-javascript', weight: 0},
      ],
    },
    seo: {score: 0.92, auditRefs: [{id: 'canonical', weight: 1}]},
  },
  audits: {
    'largest-contentful-paint': {
      score: 0.5,
      numericValue: 3680,
      displayValue: '3.7 s',
      scoreDisplayMode: 'numeric',
    },
    'cumulative-layout-shift': {score: 1, numericValue: 0, scoreDisplayMode: 'numeric'},
    canonical: {score: 0, scoreDisplayMode: 'binary'},
    'largest-contentful-paint-element': {
      score: 0,
      scoreDisplayMode: 'metricSavings',
      metricSavings: {LCP: 1200},
      details: {
        type: 'list',
        items: [
          {items: [{node: {selector: 'img.home-hero__image'}}]},
          {
            items: [
              {phase: 'TTFB', timing: 497.7},
              {phase: 'Render Delay', timing: 3007.9},
            ],
          },
        ],
      },
    },
    'unused-javascript': {
      score: 0,
      scoreDisplayMode: 'metricSavings',
      metricSavings: {FCP: 300, LCP: 150},
      displayValue: 'Est savings of 32 KiB',
    },
    'cache-insight': {
      score: 0,
      scoreDisplayMode: 'metricSavings',
      metricSavings: {FCP: 750, LCP: 550},
    },
    'modern-image-formats': {
      score: 1,
      scoreDisplayMode: 'metricSavings',
      metricSavings: {LCP: 0},
    },
  },
};

describe('findingsOf', () => {
  it('lists failing weighted audits, the LCP element with its phases, then savings by size', () => {
    expect(findingsOf(report)).toEqual([
      'performance: largest-contentful-paint (score 0.5 3.7 s)',
      'seo: canonical (score 0)',
      'performance: LCP element img.home-hero__image (TTFB 498 ms, Render Delay 3008 ms)',
      'performance: cache-insight (LCP −550 ms, FCP −750 ms)',
      'performance: unused-javascript (LCP −150 ms, FCP −300 ms; Est savings of 32 KiB)',
    ]);
  });
});
