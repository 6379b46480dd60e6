import {redirect} from '@shopify/remix-oxygen';
import {LOGIN_PATH} from '~/lib/navigation';

export {deleteAction as action} from '~/features/account/account-forms.server';

export function loader() {
  return redirect(LOGIN_PATH);
}
