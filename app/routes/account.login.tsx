export {
  loginLoader as loader,
  loginAction as action,
} from '~/features/account/account-forms.server';
export {LoginPage as default, formMeta as meta} from '~/features/account/AccountForms';
