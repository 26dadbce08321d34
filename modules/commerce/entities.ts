// The commerce module's entities, for the host's explicit entity list.
export { Order } from './entities/order.entity.ts';
export { OrderLine } from './entities/order-line.entity.ts';
export { OrderEvent } from './entities/order-event.entity.ts';
export { PromoCode } from './entities/promo-code.entity.ts';
export { PromoRedemption } from './entities/promo-redemption.entity.ts';
export { ShopSetting } from './entities/shop-setting.entity.ts';
export { PaymentEvent } from './entities/payment-event.entity.ts';
export { PaymentAlert } from './entities/payment-alert.entity.ts';
