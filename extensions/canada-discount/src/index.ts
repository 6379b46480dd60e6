export {cartLinesDiscountsGenerateRun} from './cart_lines_discounts_generate_run';
