// DIMO-Network/login-with-dimo tag v0.0.32 (commit 048fe38), sdk/src: the exported names and their types.
// The registry here serves the package only up to 0.0.27, so the sample checker maps the module name to this file.
import type { FC, JSX, ReactNode } from 'react';

/** Not exported by the package: `environment` takes its values, so only a cast reaches them. */
declare enum Environment {
  DEVELOPMENT = 'development',
  PRODUCTION = 'production',
  LOCAL = 'local',
}

export declare enum DimoSDKModes {
  POPUP = 'popup',
  REDIRECT = 'redirect',
}

export declare enum EntryState {
  EMAIL_INPUT = 'EMAIL_INPUT',
  OTP_INPUT = 'OTP_INPUT',
  SUCCESS = 'SUCCESS',
  VEHICLE_MANAGER = 'VEHICLE_MANAGER',
  ACCOUNT_MANAGER = 'ACCOUNT_MANAGER',
  ADVANCED_TRANSACTION = 'ADVANCED_TRANSACTION',
  SIGN_MESSAGE = 'SIGN_MESSAGE',
  ERROR = 'ERROR',
  LOADING = 'LOADING',
  LOGOUT = 'LOGOUT',
}

export declare enum Permissions {
  GetNonLocationHistory = 'NONLOCATION_TELEMETRY',
  ExecuteCommands = 'COMMANDS',
  GetCurrentLocation = 'CURRENT_LOCATION',
  GetLocationHistory = 'ALLTIME_LOCATION',
  GetVINCredential = 'CREDENTIALS',
  GetLiveData = 'STREAMS',
  GetRawData = 'RAW_DATA',
  GetApproximateLocation = 'APPROXIMATE_LOCATION',
}

export interface OemBrand {
  name: string;
  logoURI: string | null;
  iconURI: string | null;
  /** #RRGGBB */
  primaryColor: string | null;
}

export interface BrandOverride {
  name?: string;
}

interface LogEntry {
  address: string;
  topics: string[];
  data: string;
  blockNumber: number | null;
  transactionHash: string | null;
  transactionIndex: number | null;
  blockHash: string | null;
  logIndex: number | null;
  removed: boolean;
  id?: string;
}

interface TransactionReceipt {
  transactionHash: string;
  transactionIndex: number;
  blockHash: string;
  blockNumber: number;
  from: string;
  to: string | null;
  contractAddress: string | null;
  cumulativeGasUsed: number;
  gasUsed: number;
  effectiveGasPrice: string;
  status?: boolean;
  logs: LogEntry[];
  logsBloom: string;
  type: string;
  confirmations?: number;
}

interface AuthData {
  token: string;
  transactionHash?: string;
  transactionReceipt?: TransactionReceipt;
  sharedVehicles?: string[];
  accountGranted?: boolean;
  signature?: `0x${string}`;
  signer?: `0x${string}`;
}

interface DimoActionParams {
  permissionTemplateId?: string;
  vehicles?: string[];
  vehicleMakes?: string[];
  onboarding?: string[];
  expirationDate?: string;
  utm?: string | null;
  powertrainTypes?: string[];
  permissions?: Permissions[];
}

interface ButtonLabels {
  authenticatedLabel?: string;
  unAuthenticatedLabel?: string;
}

interface BaseButtonProps extends DimoActionParams {
  mode: DimoSDKModes;
  altTitle?: boolean;
  onSuccess: (authData: AuthData) => void;
  onError: (error: Error) => void;
  labels?: ButtonLabels;
  brandOverride?: BrandOverride;
}

interface AbiItem {
  inputs?: Array<{ name: string; type: string; indexed?: boolean }>;
  outputs?: Array<{ name: string; type: string }>;
  name?: string;
  type: string;
  stateMutability?: string;
  anonymous?: boolean;
}

interface TransactionParams {
  address: string;
  value?: string;
  abi: AbiItem[];
  functionName: string;
  args: string[];
}

interface SignMessageButtonProps {
  /** Text, or a 0x-prefixed 32-byte hash as `{ raw }`. */
  message: string | { raw: `0x${string}` };
}

export declare const LoginWithDimo: FC<BaseButtonProps & DimoActionParams & ButtonLabels>;
export declare const ShareVehiclesWithDimo: FC<BaseButtonProps & DimoActionParams & ButtonLabels>;
export declare const ShareAccountWithDimo: FC<BaseButtonProps & DimoActionParams & ButtonLabels>;
export declare const ExecuteAdvancedTransactionWithDimo: FC<
  BaseButtonProps & TransactionParams & ButtonLabels
>;
export declare const SignMessageWithDimo: FC<BaseButtonProps & SignMessageButtonProps & ButtonLabels>;
export declare const LogoutWithDimo: FC<BaseButtonProps>;

interface SdkOptions {
  forceEmail?: boolean;
  tosUrl?: string;
}

export declare const initializeDimoSDK: (config: {
  clientId: string;
  redirectUri: string;
  apiKey?: string;
  environment?: Environment;
  options?: SdkOptions;
}) => void;

export declare const getDimoConfig: () => {
  clientId: string;
  redirectUri: string;
  apiKey?: string;
  environment?: Environment;
  options?: SdkOptions;
};

export declare const getBrand: () => OemBrand | null;

export declare const DimoAuthProvider: ({ children }: { children: ReactNode }) => JSX.Element;

export declare const useDimoAuthState: () => {
  isAuthenticated: boolean;
  walletAddress: string | null;
  email: string | null;
  getValidJWT: () => string | null;
  getEmail: () => string | null;
};

export declare function useDimoAuthBrand(): OemBrand | null;

// Only the names above with `export` are the package's.
export {};
