import {expect, test} from '@playwright/test';

/**
 * A tap while the page hydrates makes React hydrate it at once. If anything at the page's root
 * still had to wait then (Remix decodes the page's data as it first renders), React 18 would
 * give up on the whole page, and nothing on it would work again. The tap here lands the
 * moment React starts listening to the page, before its first render.
 */
test('a tap the moment the page starts hydrating is answered, and the page keeps working', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const listen = EventTarget.prototype.addEventListener;
    let tapped = false;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      ...args: Parameters<EventTarget['addEventListener']>
    ) {
      listen.apply(this, args);
      const [type, , options] = args;
      const capture =
        options === true || (typeof options === 'object' && options.capture);
      if ((this as unknown) !== document || type !== 'click' || !capture || tapped)
        return;
      tapped = true;
      queueMicrotask(() =>
        document
          .querySelector<HTMLButtonElement>('button[aria-label="show image 2 of 3"]')
          ?.click(),
      );
    };
  });
  await page.goto('/products/kumo-blending-brush');
  const gallery = page.getByRole('region', {name: 'product images'});
  await expect(gallery.getByRole('button', {name: 'show image 2 of 3'})).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const third = gallery.getByRole('button', {name: 'show image 3 of 3'});
  await third.click();
  await expect(third).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});
