/** The sandboxes' public face (payments verify the gateway's signature; ops switch the vendor's mode). */
export {
  CALLBACK_MAX_ATTEMPTS,
  deliverDueCallbacks,
  paymentSandboxSecret,
  sandboxSignatureValid,
  signSandboxGateway,
} from './gateway';
export { setSandboxVendorMode } from './vendor';
