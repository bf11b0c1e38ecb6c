package rdma.workbench.engine.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AddressNumbersTest {

    private static AddressKey ipv4(int i) {
        return AddressKey.of(new byte[] {10, (byte) (i >> 16), (byte) (i >> 8), (byte) i});
    }

    private static AddressKey linkLocal(int i) {
        byte[] g = new byte[16];
        g[0] = (byte) 0xFE;
        g[1] = (byte) 0x80;
        g[14] = (byte) (i >> 8);
        g[15] = (byte) i;
        return AddressKey.of(g);
    }

    @Test
    void addressesAreNumberedInTheOrderFirstGivenAndFoundAgainAfterTheTableGrows() {
        AddressNumbers n = new AddressNumbers();
        for (int i = 0; i < 10_000; i++) {
            assertEquals(2 * i, n.number(ipv4(i)));
            assertEquals(2 * i + 1, n.number(linkLocal(i)));
        }
        assertEquals(20_000, n.size());
        for (int i = 0; i < 10_000; i++) {
            assertEquals(2 * i, n.find(ipv4(i)), "10.x.x.x number " + i);
            assertEquals(2 * i + 1, n.find(linkLocal(i)), "fe80::x number " + i);
            assertEquals(2 * i, n.number(ipv4(i)), "giving a number again keeps the first");
        }
        assertEquals(20_000, n.size());
        assertEquals(-1, n.find(ipv4(10_000)));
        assertEquals(-1, n.find(linkLocal(10_000)));
    }

    @Test
    void anIpv4AddressAndItsMappedGidAreOneAddress() {
        AddressNumbers n = new AddressNumbers();
        int k = n.number(AddressKey.of(new byte[] {10, 0, 0, 7}));
        byte[] mapped = new byte[16];
        mapped[10] = mapped[11] = (byte) 0xFF;
        mapped[12] = 10;
        mapped[15] = 7;
        assertEquals(k, n.find(AddressKey.of(mapped)));
    }
}
