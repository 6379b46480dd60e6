interface Fulfillment {
  trackingCompany?: string | null;
  trackingInfo?: readonly {number?: string | null; url?: string | null}[] | null;
}

/** Every tracking entry of an order's fulfillments that has a number or a link, in order. */
export function trackingEntries(fulfillments: readonly Fulfillment[] | null | undefined) {
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
