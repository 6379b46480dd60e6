// A product's JSON-LD is rendered into the page and never sent as loader data (decision
// 0125): crawlers read it in the HTML, no code in the browser reads it.
const jsonLdByData = new WeakMap<object, string>();

export function withRenderedJsonLd<T extends object>(data: T, json: string): T {
  jsonLdByData.set(data, json);
  return data;
}

/** The JSON-LD the loader filed for this data: on the server only. */
export function renderedJsonLd(data: object): string | undefined {
  return jsonLdByData.get(data);
}
