// The commerce module's public surface for other modules and the host.
export { orderLabel, type OrderDto } from './data/commerce.dto.ts';
export { ORDER_STATUSES, canTransition, type OrderStatus } from './services/order-status.ts';
export { formatMoney } from './services/money.ts';
