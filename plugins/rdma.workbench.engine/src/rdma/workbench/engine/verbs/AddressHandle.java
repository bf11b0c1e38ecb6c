package rdma.workbench.engine.verbs;

/** ibv_ah: a remote port's address for UD sends. */
public record AddressHandle(ProtectionDomain pd, AddressVector av) {
}
