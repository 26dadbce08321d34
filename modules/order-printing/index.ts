// The order-printing module's public surface: nothing yet (the host reaches it through module.ts).
export {};
