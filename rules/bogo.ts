import {
  LINE_ATTRIBUTES,
  hasAttribute,
  lineNodes,
  type Attributes,
  type LineList,
} from './cart-attributes';
import {bogoLineUpdates, type LineInput, type LineUpdate} from './cart-plans';
import {readRegionalVariant, type Region, type RegionalVariant} from './regions';
import {parseStoredList} from './stored-record';

/** The /cart action that swaps a free line's item (a CartForm action of the shop's own). */
export const BOGO_SWAP_ACTION = 'CustomBogoSwap';

export interface BogoOfferEntry {
  main: RegionalVariant;
  free: readonly RegionalVariant[];
}

function asBogoOffer(entry: unknown): BogoOfferEntry | null {
  if (!entry || typeof entry !== 'object') return null;
  const {main, free} = entry as Record<string, unknown>;
  const mainVariant = readRegionalVariant(main);
  if (!mainVariant || !Array.isArray(free)) return null;
  const choices = free
    .map((choice) => readRegionalVariant(choice))
    .filter((variant) => variant !== null);
  return choices.length > 0 ? {main: mainVariant, free: choices} : null;
}

/** The offers as the metafield holds them; an entry that is no offer is left out. */
export function parseBogoOffers(value: string | null | undefined): BogoOfferEntry[] {
  return parseStoredList(value, asBogoOffer);
}

export function bogoChoices(offer: BogoOfferEntry, region: Region): string[] {
  return offer.free.flatMap((choice) => (choice[region] ? [choice[region]] : []));
}

export interface BogoCartLine {
  id: string;
  quantity: number;
  attributes?: Attributes;
  merchandise: {id: string; product: {title: string}};
}

/** The words a free line carries in its details attribute, which an order shows. */
export function bogoDetails(freeTitle: string, mainTitle: string): string {
  return `${freeTitle}, free with ${mainTitle}`;
}

/** A free line is one the offer put there: a free choice carrying details. */
export function isBogoFreeLine(
  offer: BogoOfferEntry,
  region: Region,
  line: BogoCartLine,
): boolean {
  return (
    hasAttribute(line.attributes, LINE_ATTRIBUTES.details) &&
    bogoChoices(offer, region).includes(line.merchandise.id)
  );
}

export function bogoFreeLines(
  offers: readonly BogoOfferEntry[],
  {region, lines}: {region: Region; lines: LineList<BogoCartLine>},
) {
  const all = lineNodes(lines);
  return offers.flatMap((offer) => {
    const main = all.find((line) => line.merchandise.id === offer.main[region]);
    return all
      .filter((line) => isBogoFreeLine(offer, region, line))
      .map((line) => ({
        lineId: line.id,
        offer,
        mainTitle: main?.merchandise.product.title ?? '',
      }));
  });
}

export function bogoSyncPlan(
  offers: readonly BogoOfferEntry[],
  {
    region,
    lines,
    titles,
  }: {
    region: Region;
    lines: LineList<BogoCartLine>;
    titles: ReadonlyMap<string, string>;
  },
): {updates: LineUpdate[]; adds: LineInput[]} {
  const all = lineNodes(lines);
  const updates: LineUpdate[] = [];
  const adds: LineInput[] = [];
  for (const offer of offers) {
    const main = all.find(
      (line) =>
        line.merchandise.id === offer.main[region] &&
        !hasAttribute(line.attributes, LINE_ATTRIBUTES.details),
    );
    const mainQuantity = main?.quantity ?? 0;
    const freeLines = all.filter((line) => isBogoFreeLine(offer, region, line));
    const [free] = freeLines;
    // A main line keeps the first free line; every other free line goes.
    for (const line of main ? freeLines.slice(1) : freeLines)
      if (line.quantity !== 0) updates.push({id: line.id, quantity: 0});
    if (free && main && free.quantity !== mainQuantity) {
      updates.push(
        ...bogoLineUpdates({
          mainLineId: main.id,
          freeLineId: free.id,
          quantity: mainQuantity,
        }),
      );
    } else if (!free && main && mainQuantity > 0) {
      const [first] = bogoChoices(offer, region);
      const title = first ? titles.get(first) : undefined;
      if (first && title) {
        adds.push({
          merchandiseId: first,
          quantity: mainQuantity,
          attributes: [
            {
              key: LINE_ATTRIBUTES.details,
              value: bogoDetails(title, main.merchandise.product.title),
            },
          ],
        });
      }
    }
  }
  return {updates, adds};
}

/** The free-item swap (docs/product/cart.md#buy-one-get-one). */
export function bogoSwapUpdate(
  offers: readonly BogoOfferEntry[],
  {
    region,
    lines,
    lineId,
    merchandiseId,
    title,
  }: {
    region: Region;
    lines: LineList<BogoCartLine>;
    lineId: string;
    merchandiseId: string;
    title: string;
  },
): LineUpdate | null {
  const free = bogoFreeLines(offers, {region, lines}).find(
    (candidate) => candidate.lineId === lineId,
  );
  if (!free || !bogoChoices(free.offer, region).includes(merchandiseId)) return null;
  const line = lineNodes(lines).find((candidate) => candidate.id === lineId);
  return {
    id: lineId,
    merchandiseId,
    quantity: line?.quantity ?? 0,
    attributes: [
      {key: LINE_ATTRIBUTES.details, value: bogoDetails(title, free.mainTitle)},
    ],
  };
}
