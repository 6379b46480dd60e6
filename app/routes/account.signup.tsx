export {
  signupLoader as loader,
  signupAction as action,
} from '~/features/account/account-forms.server';
export {SignupPage as default, formMeta as meta} from '~/features/account/AccountForms';
