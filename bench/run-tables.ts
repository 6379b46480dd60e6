/** The figures of `npm run bench` as terminal and Markdown tables (pure). */
import type {BudgetCheck} from './budgets';
import {
  kilobytes,
  megabytes,
  renderTables,
  type Cell,
  type FiguresTable as Table,
  type RenderedFigures,
} from './report';
import {totalBytes} from './proc';
import type {LighthousePage} from './lighthouse';
import type {BenchResults} from './run';

function tablesOf(results: BenchResults, checks: readonly BudgetCheck[]): Table[] {
  const tables: Table[] = [];
  if (results.stackProblems.length > 0) {
    tables.push({
      title: 'Services that stopped by themselves (see bench/results/logs/bench/)',
      headers: ['problem'],
      rows: results.stackProblems.map((problem) => [problem]),
    });
  }
  if (results.missingPages.length > 0) {
    tables.push({
      title: 'Pages that did not answer 200 (left out of every measurement)',
      headers: ['page', 'path', 'status'],
      rows: results.missingPages.map((page) => [page.page, page.path, page.status]),
    });
  }
  if (results.lighthouse.length > 0) {
    tables.push({
      title: `Lighthouse 12.8.2, mobile, median of ${results.settings.lighthouseRuns} run(s) after a warm-up run`,
      headers: [
        'page',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
      ],
      rows: results.lighthouse.map((page) => [
        page.page,
        page.performance,
        page.accessibility,
        page.bestPractices,
        page.seo,
        Math.round(page.fcp),
        Math.round(page.lcp),
        Math.round(page.tbt),
        Number(page.cls.toFixed(3)),
      ]),
      notes: results.lighthouse.flatMap((page) =>
        page.findings.map((finding) => `${page.page}: ${finding}`),
      ),
    });
  }
  if (results.lighthouseCompared.length > 0) {
    const range = (page: LighthousePage, key: 'fcp' | 'lcp' | 'tbt') => {
      const values = page.runs.map((run) => Math.round(run[key]));
      return `${Math.round(page[key])} (${Math.min(...values)}–${Math.max(...values)})`;
    };
    const sides = [
      {build: 'this build', pages: results.lighthouse},
      ...results.lighthouseCompared,
    ];
    tables.push({
      title: `Lighthouse side by side: median (range) of ${results.settings.lighthouseRuns} run(s) each, the builds taking turns`,
      headers: ['page', 'build', 'perf', 'FCP ms', 'LCP ms', 'TBT ms'],
      rows: results.lighthouse.flatMap((own) =>
        sides.flatMap(({build, pages}) => {
          const page = pages.find((each) => each.page === own.page);
          return page
            ? [
                [
                  page.page,
                  build,
                  page.performance,
                  range(page, 'fcp'),
                  range(page, 'lcp'),
                  range(page, 'tbt'),
                ],
              ]
            : [];
        }),
      ),
    });
  }
  if (results.bundles.length > 0 || results.worker) {
    tables.push({
      title: 'First load (KB = 1000 bytes; gzip of each file as served)',
      headers: [
        'page',
        'JS gzip KB',
        'JS KB',
        'CSS gzip KB',
        'scripts',
        'screen-only libs',
      ],
      rows: results.bundles.map((bundle) => [
        bundle.page,
        Number(kilobytes(bundle.jsGzipBytes).toFixed(1)),
        Number(kilobytes(bundle.jsBytes).toFixed(1)),
        Number(kilobytes(bundle.cssGzipBytes).toFixed(1)),
        bundle.scripts.length,
        bundle.screenOnlyLibraries.join(', ') || 'none',
      ]),
      notes: [
        ...(results.worker
          ? [
              `worker bundle: ${kilobytes(results.worker.gzipBytes).toFixed(1)} KB gzip (${kilobytes(results.worker.bytes).toFixed(1)} KB, ${results.worker.files.length} file(s))`,
            ]
          : []),
        ...results.bundles.map(
          (bundle) =>
            `${bundle.page} scripts: ${bundle.scripts
              .map(
                (chunk) =>
                  `${chunk.file.replace(/^assets\//, '')} ${kilobytes(chunk.gzipBytes).toFixed(1)}`,
              )
              .join(', ')}`,
        ),
      ],
    });
  }
  if (results.upstream) {
    const shell = results.upstream.shellOperations;
    const names = (list: string[]) => list.join(' ') || 'none';
    tables.push({
      title: 'Storefront requests per render, counted at the platform',
      headers: [
        'page',
        'cold',
        'cold page',
        'critical',
        'warm',
        'warm catalog',
        'critical operations',
        'deferred operations',
        'warm operations',
      ],
      rows: results.upstream.pages.map((page) => [
        page.page,
        page.cold.operations.length,
        page.coldPageRequests,
        page.coldCriticalRequests,
        page.warm.operations.length,
        page.warmCatalogRequests,
        names(page.criticalOperations),
        names(page.deferredOperations),
        names(page.warm.operations),
      ]),
      notes: [
        `shell (root loader) operations, on every cold page: ${shell.join(', ') || 'none'}`,
        ...results.upstream.pages
          .filter((page) => page.cold.shopper.length > 0)
          .map(
            (page) =>
              `${page.page}: shopper operations cold: ${page.cold.shopper.join(', ')}`,
          ),
        '"cold page": the page\'s own catalog requests (shell and shopper operations apart); "critical": those its first byte waited for; "warm catalog": any catalog request on the second render',
      ],
    });
    tables.push({
      title: 'Storefront requests per cart operation, counted at the platform',
      headers: ['operation', 'status', 'requests', 'mutations', 'operations'],
      rows: results.upstream.cartOperations.map((counted) => [
        counted.operation,
        counted.status,
        counted.requests,
        counted.mutations,
        names(counted.operations),
      ]),
      notes: [
        "each posted as the page posts it (/cart.data); the page's revalidation apart",
      ],
    });
  }
  if (results.load.length > 0) {
    tables.push({
      title: `Server rendering under load (autocannon, ${results.settings.loadConnections} connections, ${results.settings.loadSeconds} s per page)`,
      headers: [
        'page',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'x healthz',
        'cache hits',
        'failed',
        'upstream/req',
        'storefront RSS MB after',
      ],
      rows: results.load.map((page) => [
        page.page === 'healthz' ? `${page.page} (baseline)` : page.page,
        Math.round(page.requestsPerSecond),
        Number(page.p50.toFixed(1)),
        Number(page.p95.toFixed(1)),
        Number(page.p99.toFixed(1)),
        Number(page.ratioToHealthz.toFixed(2)),
        page.hitRatio === null ? '–' : `${Math.round(page.hitRatio * 100)}%`,
        page.non2xx + page.errors,
        Number(page.upstreamPerRequest.toFixed(3)),
        Math.round(megabytes(page.storefrontRssAfter)),
      ]),
      notes: [
        'upstream/req: Storefront API requests the platform received during the run, per page request',
        ...results.load
          .filter((page) => Object.keys(page.errorKinds).length > 0)
          .map(
            (page) =>
              `${page.page}: no answer ${Object.entries(page.errorKinds)
                .map(([kind, count]) => `${kind} × ${count}`)
                .join(', ')}`,
          ),
      ],
    });
  }
  if (results.loadUncached.length > 0) {
    const cached = new Map(results.load.map((page) => [page.page, page]));
    tables.push({
      title: `The cached pages cold and cached (page cache off, then on; ${results.settings.loadConnections} connections)`,
      headers: [
        'page',
        'cold req/s',
        'cold x healthz',
        'cold p50 ms',
        'cold p95 ms',
        'cached x healthz',
        'cached p50 ms',
        'cached p95 ms',
        'cache hits',
      ],
      rows: results.loadUncached
        .filter((page) => page.page !== 'healthz')
        .map((page) => {
          const warm = cached.get(page.page);
          return [
            page.page,
            Math.round(page.requestsPerSecond),
            Number(page.ratioToHealthz.toFixed(2)),
            Number(page.p50.toFixed(1)),
            Number(page.p95.toFixed(1)),
            warm ? Number(warm.ratioToHealthz.toFixed(2)) : '–',
            warm ? Number(warm.p50.toFixed(1)) : '–',
            warm ? Number(warm.p95.toFixed(1)) : '–',
            warm?.hitRatio == null ? '–' : `${Math.round(warm.hitRatio * 100)}%`,
          ];
        }),
      notes: [
        'cold: the storefront restarted with PAGE_CACHE=off, so every request renders (its own /healthz baseline); cached: the load run above',
      ],
    });
  }
  if (results.skeleton) {
    const side = results.skeleton;
    tables.push({
      title: `Cold pages beside Hydrogen's skeleton (${side.package}; page cache off; ${results.settings.loadConnections} connections, ${side.rounds} interleaved rounds)`,
      headers: [
        'page',
        'build',
        'shop req/s',
        'skeleton req/s',
        'ratio',
        'shop p95 ms',
        'skeleton p95 ms',
        'HTML gzip KB shop / skeleton',
        'JS gzip KB shop / skeleton + i18n pair',
        'JS ratio',
      ],
      rows: [{build: 'this build', pages: side.pages}, ...side.compared].flatMap(
        ({build, pages}) =>
          pages.map((page) => [
            page.page,
            build,
            Math.round(page.shop.requestsPerSecond),
            Math.round(page.skeleton.requestsPerSecond),
            Number(page.throughputRatio.toFixed(2)),
            Number(page.shop.p95.toFixed(1)),
            Number(page.skeleton.p95.toFixed(1)),
            `${kilobytes(page.shop.htmlGzipBytes).toFixed(1)} / ${kilobytes(page.skeleton.htmlGzipBytes).toFixed(1)}`,
            `${kilobytes(page.shop.jsGzipBytes).toFixed(1)} / ${kilobytes(page.skeleton.jsGzipBytes).toFixed(1)} + ${kilobytes(side.i18nPairGzipBytes).toFixed(1)}`,
            Number(page.jsGzipRatio.toFixed(3)),
          ]),
      ),
      notes: [
        'all against the same local platform; the skeleton runs unchanged on MiniOxygen, built under .cache/ (decision 0125)',
        "i18n pair: i18next and react-i18next whole, bundled and minified as the shop's browser build, which the skeleton lacks and the stack fixes",
      ],
    });
  }
  if (results.addToCart) {
    const add = results.addToCart;
    tables.push({
      title: `Add to cart in Chromium (${add.page} page, median of ${add.runs.length})`,
      headers: ['click to badge ms', 'click to confirmation ms', 'mutations per add'],
      rows: [[Math.round(add.badgeMs), Math.round(add.confirmedMs), add.mutationsPerAdd]],
      notes: add.runs.map(
        (run, index) =>
          `add ${index + 1}: ${run.mutations.join(', ') || 'no mutation'}; then ${run.queries.join(', ') || 'no query'}`,
      ),
    });
  }
  if (Object.keys(results.memory).length > 0) {
    tables.push({
      title: "Memory after the load (RSS of each service's process group)",
      headers: ['service', 'RSS MB', 'before the load', 'by process'],
      rows: Object.entries(results.memory).map(([service, byCommand]) => [
        service,
        Math.round(megabytes(totalBytes(byCommand))),
        Math.round(megabytes(totalBytes(results.memoryBeforeLoad[service]))),
        Object.entries(byCommand)
          .map(([command, bytes]) => `${command} ${Math.round(megabytes(bytes))}`)
          .join(', '),
      ]),
    });
  }
  const budgetRow = (check: BudgetCheck): Cell[] => [
    check.name,
    check.metric,
    check.limit,
    check.actual === null ? null : Number(check.actual.toFixed(3)),
    check.status,
  ];
  const held = checks.filter((check) => check.status === 'ok').length;
  tables.push({
    title: `Budgets (bench/budgets.json): ${held} of ${checks.length} checks hold`,
    headers: ['budget', 'metric', 'limit', 'measured', 'status'],
    rows: checks.map(budgetRow),
    markdownRows: checks.filter((check) => check.status !== 'ok').map(budgetRow),
  });
  return tables;
}

function heading(results: BenchResults): string {
  const machine = results.machine;
  return `${results.date.slice(0, 10)}, commit ${results.commit ?? 'unknown'}, \`${results.command}\`, ${machine.cpus} × ${machine.cpuModel}, ${Math.round(machine.memoryBytes / 1e9)} GB, Node ${machine.node}, load average ${machine.loadAverage.map((load) => load.toFixed(1)).join(' → ')}; run took ${Math.round(results.durationSeconds)} s${results.buildSeconds === null ? '' : ` (build ${results.buildSeconds.toFixed(0)} s)`}.`;
}

export function benchTables(
  results: BenchResults,
  checks: readonly BudgetCheck[],
): RenderedFigures {
  return renderTables(heading(results), tablesOf(results, checks));
}
