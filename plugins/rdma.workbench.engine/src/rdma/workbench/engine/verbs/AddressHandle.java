package rdma.workbench.engine.verbs;

/** ibv_ah: a remote port's address for UD sends. */
public final class AddressHandle extends VerbsObject {

    private final ProtectionDomain pd;
    private final AddressVector av;

    AddressHandle(Context context, int handle, ProtectionDomain pd, AddressVector av) {
        super(context, handle);
        this.pd = pd;
        this.av = av;
    }

    public ProtectionDomain pd() {
        return pd;
    }

    public AddressVector av() {
        return av;
    }

    @Override
    String kind() {
        return "AH";
    }
}
