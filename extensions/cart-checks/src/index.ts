export {cartValidationsGenerateRun} from './cart_validations_generate_run';
