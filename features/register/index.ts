// The stand's tablet register and the sellers home's list of stands, with their texts.
export { SellerStands } from './components/seller-stands';
export { StandRegister } from './components/stand-register';
export { registerMessages } from './messages';
