/** The sandboxes' public face (payments verify the gateway's signature; ops switch the vendor's mode). */
export { deliverDueCallbacks, paymentSandboxSecret, sandboxSignatureValid, signSandboxGateway } from './gateway';
export { setSandboxVendorMode } from './vendor';
