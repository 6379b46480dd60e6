/**
 * Budgets (bench/budgets.json) against measured figures (pure). A figure is named by a dotted
 * path ("lighthouse.product.performance"); a budget's metric may use `*` for one segment, so a
 * rule for every page is written once. A budget that matches no figure is broken, not passed,
 * unless its part of the run was skipped on purpose.
 */

export interface Budget {
  name: string;
  metric: string;
  min?: number;
  max?: number;
}

export interface BudgetCheck {
  name: string;
  metric: string;
  limit: string;
  actual: number | null;
  status: 'ok' | 'broken' | 'not measured' | 'skipped';
}

export type Metrics = Record<string, number>;

function metricPattern(metric: string): RegExp {
  const segments = metric
    .split('.')
    .map((segment) =>
      segment === '*' ? '[^.]+' : segment.replace(/[\\^$+?()[\]{}|]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('\\.')}$`);
}

function limitOf(budget: Budget): string {
  const parts: string[] = [];
  if (budget.min !== undefined) parts.push(`≥ ${budget.min}`);
  if (budget.max !== undefined) parts.push(`≤ ${budget.max}`);
  return parts.join(' and ');
}

export function checkBudgets(
  budgets: readonly Budget[],
  metrics: Metrics,
  skippedParts: ReadonlySet<string> = new Set(),
): BudgetCheck[] {
  return budgets.flatMap((budget): BudgetCheck[] => {
    const limit = limitOf(budget);
    const pattern = metricPattern(budget.metric);
    const matched = Object.keys(metrics)
      .filter((metric) => pattern.test(metric))
      .sort();
    if (matched.length === 0) {
      const part = budget.metric.split('.')[0] ?? '';
      const status = skippedParts.has(part) ? 'skipped' : 'not measured';
      return [{name: budget.name, metric: budget.metric, limit, actual: null, status}];
    }
    return matched.map((metric) => {
      const actual = metrics[metric] ?? Number.NaN;
      const ok =
        Number.isFinite(actual) &&
        (budget.min === undefined || actual >= budget.min) &&
        (budget.max === undefined || actual <= budget.max);
      return {name: budget.name, metric, limit, actual, status: ok ? 'ok' : 'broken'};
    });
  });
}

export function budgetsHold(checks: readonly BudgetCheck[]): boolean {
  return checks.every((check) => check.status === 'ok' || check.status === 'skipped');
}

export function parseBudgets(json: string): Budget[] {
  const parsed = JSON.parse(json) as {budgets?: unknown};
  if (!Array.isArray(parsed.budgets))
    throw new Error('budgets.json needs a "budgets" list');
  return parsed.budgets.map((entry: unknown, index) => {
    const budget = entry as Partial<Budget>;
    const bound = (value: unknown) => value === undefined || typeof value === 'number';
    if (
      typeof budget.name !== 'string' ||
      typeof budget.metric !== 'string' ||
      !bound(budget.min) ||
      !bound(budget.max) ||
      (budget.min === undefined && budget.max === undefined)
    ) {
      throw new Error(`budget ${index + 1} needs a name, a metric and a min or a max`);
    }
    return {name: budget.name, metric: budget.metric, min: budget.min, max: budget.max};
  });
}
