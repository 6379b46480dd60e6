import {redirect} from '@shopify/remix-oxygen';
import {LOGIN_PATH} from '~/lib/navigation';

export {logoutAction as action} from '~/features/account/account-forms.server';

/** Signing out changes state, so it is a POST. */
export function loader() {
  return redirect(LOGIN_PATH);
}
