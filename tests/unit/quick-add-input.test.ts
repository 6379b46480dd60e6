import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {quickAddFormInput} from '~/features/cart/quick-add-input';

describe('quickAddFormInput', () => {
  it('posts what CartForm posts: the /cart action reads it as one unit of the variant', () => {
    const {name, value} = quickAddFormInput('gid://shopify/ProductVariant/1');
    expect(name).toBe(CartForm.INPUT_NAME);
    const form = new FormData();
    form.set(name, value);
    expect(CartForm.getFormInput(form)).toMatchObject({
      action: CartForm.ACTIONS.LinesAdd,
      inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]},
    });
  });
});
