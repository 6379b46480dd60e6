/** The figures of `npm run test:load` as terminal and Markdown tables (pure). */
import {FLOOD_DOCUMENT} from './flood';
import type {FaultRun, FloodRun, LoadResults, ShopperRun} from './load';
import {
  renderTables,
  type Cell,
  type FiguresTable as Table,
  type RenderedFigures,
} from './report';

const round = (value: number) => (Number.isFinite(value) ? Math.round(value) : null);

function shopperTables(title: string, run: ShopperRun, judged: boolean): Table[] {
  const target = (value: number) => (judged ? `${value} (target 0)` : String(value));
  return [
    {
      title,
      headers: ['figure', 'value'],
      rows: [
        ['shoppers × seconds', `${run.shoppers} × ${run.seconds}`],
        ['cart operations (failed)', `${run.operations} (${run.failedOperations})`],
        ['requests', run.requests],
        ['5xx responses', target(run.serverErrors)],
        ['no answer (refused, reset, timed out)', target(run.noAnswer)],
        ['other non-2xx', run.otherNon2xx],
        ['carts checked at the platform', run.carts.carts],
        ['lost lines', `${run.carts.lost.length} (target 0)`],
        ['duplicated lines', `${run.carts.duplicated.length} (target 0)`],
        ['wrong lines', `${run.carts.wrong.length} (target 0)`],
        ['outcome of a failed operation never read back', run.unresolved],
      ],
      notes: [
        ...Object.entries(run.failures).map(
          ([failure, count]) => `failed requests: ${failure} × ${count}`,
        ),
        ...run.carts.details,
      ],
    },
    {
      title: `${title}: latency (ms)`,
      headers: ['request', 'count', 'p50', 'p95', 'p99', 'max'],
      rows: (['all', 'page', 'add', 'update', 'remove', 'cart'] as const).map((kind) => {
        const latency = run.latency[kind];
        return [
          kind === 'cart' ? 'cart read' : kind,
          latency.count,
          round(latency.p50),
          round(latency.p95),
          round(latency.p99),
          round(latency.max),
        ];
      }),
    },
  ];
}

function faultTables(fault: FaultRun): Table[] {
  const title = `Fault: ${fault.service} stopped`;
  if (!fault.applicable) {
    return [{title, headers: ['result'], rows: [[fault.reason ?? 'not applicable']]}];
  }
  const tables: Table[] = [
    {
      title: `${title} (${fault.outageSeconds?.toFixed(1)} s; back ${fault.restartSeconds?.toFixed(1)} s after its start) — ${fault.ok ? 'ok' : 'BROKEN'}`,
      headers: ['check', 'status', 'ms', 'result'],
      rows: [
        [
          `${fault.service} refuses connections once stopped`,
          null,
          null,
          fault.serviceRefused ? 'ok' : 'BROKEN',
        ],
        [
          'GET /healthz during the outage (the worker keeps serving)',
          fault.healthzDuringOutage?.status ?? null,
          round(fault.healthzDuringOutage?.ms ?? Number.NaN),
          fault.healthzDuringOutage?.status === 200 ? 'ok' : 'BROKEN',
        ],
        ...(fault.pages ?? []).map((page): Cell[] => [
          `GET ${page.path} (${page.page})`,
          page.status,
          round(page.ms),
          `${page.verdict}${page.ok ? '' : ` — BROKEN (HTML: ${page.savedAs ?? '–'})`}`,
        ]),
        ...(fault.cartActionDuringOutage
          ? [
              [
                'POST /cart (add) during the outage',
                fault.cartActionDuringOutage.status,
                round(fault.cartActionDuringOutage.ms),
                'for information',
              ] satisfies Cell[],
            ]
          : []),
        [
          'cookies kept through the outage',
          null,
          null,
          fault.cookiesKept ? 'ok' : 'BROKEN',
        ],
        [
          `next request after the restart: GET ${fault.nextRequest?.path ?? '–'}`,
          fault.nextRequest?.status ?? null,
          round(fault.nextRequest?.ms ?? Number.NaN),
          fault.nextRequest?.ok ? 'ok' : 'BROKEN',
        ],
        [
          "the probe shopper's cart after the restart",
          null,
          null,
          fault.cartAfterRestart
            ? `${fault.cartAfterRestart.lines} of ${fault.cartAfterRestart.expected} line(s)${fault.cartAfterRestart.ok ? '' : ' — BROKEN'}`
            : '–',
        ],
      ],
    },
  ];
  if (fault.shoppersDuringFault) {
    tables.push(...shopperTables(`${title}: shoppers`, fault.shoppersDuringFault, false));
  }
  return tables;
}

function floodTables(run: FloodRun): Table[] {
  const latency = (name: string, shoppers: ShopperRun): Cell[] => [
    name,
    shoppers.latency.all.count,
    round(shoppers.latency.all.p50),
    round(shoppers.latency.all.p95),
    round(shoppers.latency.all.p99),
    shoppers.serverErrors,
    shoppers.noAnswer,
  ];
  const aliases = FLOOD_DOCUMENT.match(/search\(/g)?.length ?? 0;
  return [
    {
      title: `Flood: the storefront's p95 with the platform flooded — ${run.ok ? 'ok' : 'BROKEN'}`,
      headers: [
        'shoppers (all requests)',
        'count',
        'p50',
        'p95',
        'p99',
        '5xx',
        'no answer',
      ],
      rows: [
        latency('without the flood', run.unloaded),
        latency('during the flood', run.loaded),
      ],
      notes: [
        `p95 during / without: ${Number.isFinite(run.p95Ratio) ? run.p95Ratio.toFixed(2) : '–'}× (target ≤ ${run.p95Factor}×)`,
        ...Object.entries(run.loaded.failures).map(
          ([failure, count]) => `failed requests during the flood: ${failure} × ${count}`,
        ),
      ],
    },
    {
      title: `Flood: ${aliases} aliased searches per request (the most the platform accepts), ${run.flood.connections} at a time`,
      headers: ['figure', 'value'],
      rows: [
        ['requests (answered)', `${run.flood.requests} (${run.flood.answered})`],
        ['refused for aliases', `${run.flood.refusedForAliases} (target 0)`],
        [
          'fragment bombs (refused for their fields)',
          `${run.flood.fragmentBombs} (${run.flood.fragmentBombsRefused})`,
        ],
        ['requests per second', (run.flood.requests / run.loaded.seconds).toFixed(1)],
        [
          'latency p50 / p95 / max (ms)',
          [run.flood.latency.p50, run.flood.latency.p95, run.flood.latency.max]
            .map((value) => round(value) ?? '–')
            .join(' / '),
        ],
      ],
      notes: Object.entries(run.flood.failures).map(
        ([failure, count]) => `failed flood requests: ${failure} × ${count}`,
      ),
    },
  ];
}

function heading(results: LoadResults): string {
  return `${results.date.slice(0, 10)}, commit ${results.commit ?? 'unknown'}, \`${results.command}\`, ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${results.machine.node}, load average ${results.machine.loadAverage.map((load) => load.toFixed(1)).join(' → ')}; run took ${Math.round(results.durationSeconds)} s; ${results.ok ? 'every target holds' : 'targets broken'}.`;
}

export function loadTables(results: LoadResults): RenderedFigures {
  const tables: Table[] = [
    ...(results.stackProblems.length > 0
      ? [
          {
            title: 'Services that stopped by themselves (see bench/results/logs/load/)',
            headers: ['problem'],
            rows: results.stackProblems.map((problem): Cell[] => [problem]),
          },
        ]
      : []),
    ...(results.shoppers ? shopperTables('Shoppers', results.shoppers, true) : []),
    ...results.faults.flatMap(faultTables),
    ...(results.flood ? floodTables(results.flood) : []),
  ];
  return renderTables(heading(results), tables);
}
