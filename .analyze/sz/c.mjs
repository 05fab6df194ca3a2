export const Component=()=>null
