import type {AccountMessage} from './account-messages';
import type {PageSeo} from '~/ui/page-meta';

/** What an account form's loader and action answer: the message to show, the email typed. */
export interface AccountFormData {
  message: AccountMessage | null;
  email?: string;
  seo?: PageSeo;
}

/** An emailed link's page: which form it shows and the link's code. */
export interface ActionPageData extends AccountFormData {
  mode: 'resetPassword' | 'signIn';
  oobCode: string;
}
