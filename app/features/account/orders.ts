export interface TrackingInfo {
  number?: string | null;
  url?: string | null;
}

export interface Fulfillment {
  trackingCompany?: string | null;
  trackingInfo?: readonly TrackingInfo[] | null;
}

/** Every tracking entry of an order's fulfillments that has a number or a link, in order. */
export function trackingEntries(
  fulfillments: readonly Fulfillment[] | null | undefined,
): {company: string | null; number: string | null; url: string | null}[] {
  return (fulfillments ?? []).flatMap((fulfillment) =>
    (fulfillment.trackingInfo ?? [])
      .filter((info) => info.number || info.url)
      .map((info) => ({
        company: fulfillment.trackingCompany || null,
        number: info.number || null,
        url: info.url || null,
      })),
  );
}
