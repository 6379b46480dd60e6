export {
  loginLoader as loader,
  loginAction as action,
} from '~/features/account/account-forms.server';
export {LoginPage as default} from '~/features/account/AccountForms';
export {loaderSeoMeta as meta} from '~/ui/page-meta';
