import {redirect} from '@shopify/remix-oxygen';

export {deleteAction as action} from '~/features/account/account-forms.server';

export function loader() {
  return redirect('/account/login');
}
