export {
  signupLoader as loader,
  signupAction as action,
} from '~/features/account/account-forms.server';
export {SignupPage as default} from '~/features/account/AccountForms';
export {loaderSeoMeta as meta} from '~/ui/page-meta';
