import {useEffect, useRef, useState} from 'react';
import {
  ADD_TO_CART_EVENT,
  addedToCart,
  type AnalyticsCartLine,
} from '@brush/rules/analytics';
import type {Attributes} from '@brush/rules/cart-attributes';
import type {AddToCartDetail} from './ShopAnalytics';

type CartReading = {id: string; lines: readonly AnalyticsCartLine[]} | null;

// Each settled reading of the root's cart dispatches the add-to-cart event with what the
// add put in it, so every way of adding is seen without knowing about analytics.
export function useSettledCart(cart: Promise<unknown> | undefined): Attributes {
  const previous = useRef<CartReading | undefined>(undefined);
  const [attributes, setAttributes] = useState<Attributes>(null);
  useEffect(() => {
    // Not known yet (a shared page before its shopper's parts): no reading to compare.
    if (!cart) return;
    let live = true;
    void Promise.resolve(cart).then((value) => {
      if (!live) return;
      const reading = value as {
        id: string;
        attributes: {key: string; value?: string | null}[];
        lines: {nodes: AnalyticsCartLine[]};
      } | null;
      setAttributes(reading?.attributes);
      const current: CartReading = reading?.id
        ? {id: reading.id, lines: reading.lines.nodes}
        : null;
      const products = addedToCart(previous.current, current);
      previous.current = current;
      if (products) {
        const detail: AddToCartDetail = {products, cartId: current?.id};
        window.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, {detail}));
      }
    });
    return () => {
      live = false;
    };
  }, [cart]);
  return attributes;
}
