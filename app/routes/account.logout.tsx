import {redirect} from '@shopify/remix-oxygen';
import {LOGIN_PATH} from '~/lib/navigation';

export {logoutAction as action} from '~/features/account/account-forms.server';

/** Signing out changes state, so it is a POST; a visit to the address just goes to login. */
export function loader() {
  return redirect(LOGIN_PATH);
}
